import type { ServerTexts } from '../server-texts.types';

export const it: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: 'Pagamento rimborsato',
      message:
        'Il tuo pagamento {reference} di {refundAmount} {currency} non ha potuto essere usato per il tuo investimento ed è stato rimborsato.',
    },
    paymentInstructionsChanged: {
      title: 'Dati di pagamento modificati',
      message:
        'Il conto su cui pagare il tuo investimento in sospeso è cambiato (ora presso {bankName}). Paga solo sui dati ora mostrati nella tua dashboard, non su quelli precedenti.',
    },
    escrowReleased: {
      title: 'Fondi svincolati dal deposito',
      message:
        '{projectTitle}: {cedis} GHS sono stati svincolati dal deposito a garanzia a favore del costruttore per la fase «{milestone}», approvata da un ispettore indipendente.',
    },
    escrowReleasedOpening: {
      title: 'Fondi svincolati dal deposito',
      message:
        '{projectTitle}: {cedis} GHS sono stati svincolati dal deposito a garanzia a favore del costruttore come tranche iniziale, ora che la raccolta è chiusa.',
    },
    investmentSubmitted: {
      title: 'Investimento registrato',
      message:
        'Il Suo investimento di {amount} in {projectTitle} (unità {unitNumber}) è in attesa di pagamento. Riferimento {reference}.',
    },
    paymentConfirmed: {
      title: 'Pagamento confermato',
      message: 'Il Suo pagamento di {amount} per {projectTitle} (unità {unitNumber}) è confermato.',
    },
    investmentCancelled: {
      title: 'Investimento annullato',
      message:
        'Il Suo investimento {reference} è stato annullato e la relativa prenotazione rilasciata.',
    },
    investmentExpired: {
      title: 'Investimento scaduto',
      message:
        'Il Suo investimento {reference} non è stato pagato entro {deadlineDays} ed è scaduto.',
    },
    interestReceived: {
      title: 'Nuova manifestazione di interesse',
      message:
        'Una nuova manifestazione di interesse di {amount} per {projectTitle} è in attesa di revisione.',
    },
    interestApproved: {
      title: 'Interesse approvato',
      message:
        'Il Suo interesse per {projectTitle} è stato approvato. La contatteremo entro 24 ore.',
    },
    interestDeclined: {
      title: 'Interesse non accolto',
      message: 'Il Suo interesse per {projectTitle} non ha avuto seguito.',
    },
    unitSold: {
      title: 'Unità venduta',
      message:
        "L'unità {unitNumber} di {projectTitle} è stata venduta. La Sua quota di utile è pari a {profitShare}.",
    },
    kycApproved: {
      title: 'KYC approvato',
      message:
        'La Sua verifica dell’identità è stata approvata. Ora può investire in tutte le opportunità.',
    },
    kycRejected: {
      title: 'KYC respinto',
      message: 'La Sua verifica dell’identità non è stata approvata. Motivo: {reason}',
    },
    updateVerified: {
      title: 'Avanzamento verificato',
      message:
        '{projectTitle}: un ispettore indipendente ha confermato l’aggiornamento «{updateTitle}».',
    },
    updateDisputed: {
      title: 'Avanzamento contestato',
      message:
        '{projectTitle}: un ispettore indipendente ha contestato l’aggiornamento «{updateTitle}». Nota: {note}',
    },
    milestoneMoved: {
      title: 'Calendario modificato',
      message:
        '{projectTitle}: la tappa «{milestone}» è stata spostata dal {previousDate} al {newDate}. Motivo: {reason}',
    },
    projectNotReporting: {
      title: 'Il costruttore non invia aggiornamenti',
      message:
        '{projectTitle} non pubblica aggiornamenti sull’avanzamento da più di {intervalDays}, l’intervallo promesso dal costruttore.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'Il Suo codice per reimpostare la password',
      body: `Gentile {firstName},

il Suo codice per reimpostare la password è: {code}

Lo inserisca su {resetUrl} entro {ttlMinutes}. È valido una sola volta.
Se non ha richiesto di reimpostare la password, ignori questa e-mail: la Sua password resta invariata.

Domande? Scriva a {supportEmail}.`,
    },
    emailChange: {
      subject: 'Confermi il Suo nuovo indirizzo e-mail',
      body: `Gentile utente,

il Suo codice per cambiare l’indirizzo e-mail è: {code}

Lo inserisca su {settingsUrl} entro {ttlMinutes}. È valido una sola volta.
Se non ha chiesto di usare questo indirizzo per un account CoInvest Accra, ignori questa e-mail: non cambia nulla.

Domande? Scriva a {supportEmail}.`,
    },
    emailVerification: {
      subject: 'Verifichi il Suo indirizzo e-mail',
      body: `Gentile utente,

il Suo codice di verifica dell’indirizzo e-mail è: {code}

Lo inserisca su {verifyUrl} entro {ttlMinutes}. È valido una sola volta.
Se non ha creato un account CoInvest Accra con questo indirizzo, ignori questa e-mail: senza il codice l’indirizzo resta non verificato.

Domande? Scriva a {supportEmail}.`,
    },
    signInLimited: {
      subject: 'L’accesso al Suo account è sospeso per qualche tempo',
      body: `Gentile {firstName},

Ci sono stati troppi tentativi di accesso non riusciti al Suo account CoInvest Accra, perciò l’accesso da un nuovo dispositivo è sospeso per {waitMinutes}. I dispositivi con cui ha già effettuato l’accesso possono ancora accedere con la Sua password.

Se non è stato Lei, qualcuno potrebbe tentare di indovinare la Sua password. Durante la sospensione il Suo account resta protetto; se usa la stessa password altrove, la cambi nelle impostazioni: {settingsUrl}

Domande? Scriva a {supportEmail}.`,
      staffBody: `Gentile {firstName},

Ci sono stati troppi tentativi di accesso non riusciti al Suo account di staff CoInvest Accra, perciò l’accesso al sito di amministrazione da un nuovo dispositivo è sospeso per {waitMinutes}. I dispositivi con cui ha già effettuato l’accesso possono ancora accedere con la Sua password.

Se non è stato Lei, qualcuno potrebbe tentare di indovinare la Sua password. Durante la sospensione il Suo account resta protetto. Se usa la stessa password altrove, ne scelga una nuova con un codice che Le inviamo via e-mail: {resetUrl}
Poi acceda al sito di amministrazione come sempre: {signInUrl}
Avvisi anche gli amministratori.

Domande? Scriva a {supportEmail}.`,
    },
    passwordChanged: {
      subject: 'La Sua password è stata cambiata',
      body: `Gentile {firstName},

La password del Suo account CoInvest Accra è appena stata cambiata e i Suoi altri dispositivi sono stati disconnessi.

Se non l’ha cambiata Lei, reimposti subito la password su {resetUrl} e scriva a {supportEmail}.`,
    },
    emailChanged: {
      subject: 'Il Suo indirizzo e-mail è stato cambiato',
      body: `Gentile {firstName},

L’indirizzo e-mail del Suo account CoInvest Accra è appena stato cambiato in {newEmail}. Le e-mail sul Suo account arrivano ora lì e i Suoi altri dispositivi sono stati disconnessi.

Se non ha fatto Lei questa modifica, scriva subito a {supportEmail}.`,
    },
    inspectorInvitation: {
      subject: 'Invito come ispettore indipendente',
      body: `Gentile {firstName},

CoInvest Accra la invita a verificare l’avanzamento dei cantieri come ispettore indipendente.

Il suo codice per impostare la password è: {code}

Lo inserisca con una password a sua scelta su {setPasswordUrl} entro {ttlDays}. Vale una sola volta.
Poi acceda a {signInUrl} per vedere i progetti a lei assegnati.

Domande? Scriva a {supportEmail}.`,
    },
    investmentCreated: {
      subject: 'Come pagare il Suo investimento {reference}',
      body: `Gentile {firstName},

il Suo investimento di {amount} è riservato per Lei. La preghiamo di pagarlo entro {deadline} indicando il riferimento di pagamento {reference}, così potremo abbinare il pagamento al Suo investimento. Trascorso tale termine, gli investimenti non pagati scadono e l'unità torna disponibile.

Bonifico bancario sul nostro conto di garanzia (escrow):
Banca: {bankName}
Filiale: {branch}
Intestatario del conto: {accountName}
Numero di conto: {accountNumber}
Codice SWIFT: {swiftCode}

Mobile money:
{mobileMoney}

Un amministratore conferma il Suo investimento non appena riceviamo il pagamento.`,
    },
    secondFactorEnabled: {
      subject: 'L’accesso in due passaggi è stato attivato',
      body: `Ciao {firstName},

L’accesso in due passaggi è appena stato attivato sul tuo account CoInvest Accra e i tuoi altri dispositivi sono stati disconnessi. D’ora in poi l’accesso chiederà, dopo la password, un codice della tua app di autenticazione.

Se non sei stato tu, qualcuno potrebbe conoscere la tua password: reimpostala subito su {resetUrl} e scrivici a {supportEmail}.`,
    },
    secondFactorDisabled: {
      subject: 'L’accesso in due passaggi è stato disattivato',
      body: `Ciao {firstName},

L’accesso in due passaggi è appena stato disattivato sul tuo account CoInvest Accra e i tuoi altri dispositivi sono stati disconnessi. Ora l’accesso chiede solo la password.

Se non sei stato tu, reimposta subito la password su {resetUrl}, riattiva l’accesso in due passaggi nelle impostazioni e scrivici a {supportEmail}.`,
    },
    secondFactorLocked: {
      subject: 'Qualcuno conosce la tua password: l’accesso in due passaggi è bloccato',
      body: `Ciao {firstName},

Qualcuno ha effettuato l’accesso al tuo account CoInvest Accra con la tua password e poi ha inserito troppi codici di verifica in due passaggi errati. Per proteggere il tuo account, l’accesso in due passaggi è bloccato: nessun codice viene accettato finché non lo sblocchi.

Se sei stato tu, sbloccalo con questo link entro {ttlDays} (funziona una sola volta):
{unlockUrl}

Se non sei stato tu, qualcuno conosce la tua password. Non usare il link; reimposta subito la password su {resetUrl} e scrivici a {supportEmail}.`,
    },
    notification: {
      subject: '{title}',
      body: `Gentile {firstName},

{message}

Nelle impostazioni del Suo account può scegliere quali notifiche ricevere via e-mail.`,
    },
    layout: {
      footer:
        'CoInvest Accra · Co-investimento in immobili su progetto ad Accra, Ghana · {supportEmail}',
      linkFallback: 'Se il pulsante non funziona, apri questo link:',
      actions: {
        enterCode: 'Inserisci il codice',
        openSettings: 'Apri le impostazioni',
        setPassword: 'Imposta la password',
        resetPassword: 'Imposta una nuova password',
        unlockSecondFactor: 'Sblocca l’accesso in due passaggi',
      },
    },
  },
  chatbot: {
    greeting:
      'Ciao! Posso parlarti dei nostri progetti (per zona, budget, tipo o stato), delle unità ancora disponibili, degli investimenti minimi, dei tempi e degli intervalli di profitto, spiegarti come funzionano il KYC e la ripartizione degli utili e come contattare il nostro team. Cosa vorresti sapere?',
    projectsFound: 'Progetti {criteria}: {count} trovati.',
    projectsFoundAll: 'Progetti sulla piattaforma: {count}.',
    projectLine:
      '• {title} ({location}): investimento minimo {minInvestment}, prezzo per unità {unitPrice}',
    moreProjects: '…e altri {count} nella pagina dei progetti.',
    noProjects:
      'Al momento non c’è nessun progetto {criteria}. La pagina dei progetti li mostra tutti.',
    noProjectsAll: 'Al momento non ci sono progetti pubblicati.',
    criteriaLocation: 'a {location}',
    criteriaMinInvestment: 'con un investimento minimo fino a {amount}',
    criteriaUnitPrice: 'con un prezzo per unità fino a {amount}',
    criteriaType: 'di tipo {type}',
    criteriaStatus: 'con stato «{status}»',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): {available} unità su {total} aperte all’investimento; investimento minimo {minInvestment}; durata {timeline}; intervallo di profitto {profitRange}.',
    notStated: 'non indicato',
    kycInfo:
      'Prima di investire è obbligatoria la verifica dell’identità (KYC). Nella pagina di verifica KYC inserisci i tuoi dati personali, un documento d’identità, una prova di residenza e un selfie. Il nostro team li esamina entro 2-3 giorni lavorativi e l’approvazione resta valida per 12 mesi.',
    kycSignIn: 'Accedi per vedere lo stato della tua verifica dell’identità.',
    kycNone:
      'Non hai ancora inviato la verifica dell’identità. Puoi iniziarla dalla pagina di verifica KYC.',
    kycPending:
      'Abbiamo ricevuto la tua verifica dell’identità, che è in attesa di esame (2-3 giorni lavorativi).',
    kycUnderReview:
      'La tua verifica dell’identità è in fase di esame; ti risponderemo entro 2-3 giorni lavorativi.',
    kycApproved: 'La tua identità è verificata. L’approvazione è valida fino al {date}.',
    kycExpired:
      'La tua verifica dell’identità è scaduta il {date}. Inviala di nuovo per continuare a investire.',
    kycRejected:
      'La tua verifica dell’identità non è stata approvata. Controlla i dati e inviala di nuovo.',
    kycAdditionalInfo:
      'Il nostro team ha bisogno di altre informazioni per verificare la tua identità. Aggiorna la tua richiesta nella pagina di verifica KYC.',
    profitSharing:
      'CoInvest Accra funziona con la ripartizione degli utili alla vendita, non con un rendimento fisso. Quando un’unità viene venduta, il suo profitto è il prezzo di vendita meno il prezzo dell’unità e i costi della vendita. La tua quota è la tua proprietà dell’unità (il tuo importo rispetto al suo prezzo) per quel profitto: se hai finanziato il 10% dell’unità, ricevi il 10% del suo profitto. La parte dell’unità che gli investitori non hanno finanziato appartiene al suo sviluppatore, e una vendita in perdita non ripartisce alcun profitto. Gli intervalli di profitto indicati nei progetti sono stime, non promesse.',
    contact:
      'Puoi contattare il nostro team dalla pagina dei contatti; rispondiamo entro 24 ore. Orari: dal lunedì al venerdì, dalle 9 alle 18 GMT.',
    unknown:
      'Mi dispiace, non conosco la risposta. Il nostro team può aiutarti: scrivici dalla pagina dei contatti.',
    linkAllProjects: 'Tutti i progetti',
    linkContact: 'Contattaci',
    linkKyc: 'Verifica KYC',
    linkSignIn: 'Accedi',
    types: { residential: 'residenziale', commercial: 'commerciale', 'mixed-use': 'a uso misto' },
    statuses: {
      planning: 'in pianificazione',
      pre_construction: 'pre-costruzione',
      under_construction: 'in costruzione',
      near_completion: 'quasi completato',
      completed: 'completato',
    },
    payFromAbroad:
      'Dall’estero paghi con un bonifico bancario internazionale sul conto di deposito vincolato indicato con il tuo investimento nella tua dashboard (codice SWIFT incluso), indicando il tuo riferimento di pagamento, entro {deadlineDays} dalla prenotazione. Il nostro team conferma il pagamento quando arriva.',
    linkFaq: 'Leggi le FAQ',
  },
  faq: {
    minimumAmount:
      "L'acquisto condiviso parte generalmente da {minimumCedis} cedi. Ogni progetto e ogni unità indicano nella propria pagina l'investimento minimo, e con il selettore di valuta può visualizzare tutti gli importi nella valuta che preferisce.",
    risks:
      "L'investimento immobiliare comporta rischi concreti: i prezzi di mercato possono scendere, la costruzione può subire ritardi, il tasso di cambio del cedi rispetto alla Sua valuta può evolvere a Suo sfavore e i rendimenti non sono garantiti. Potrebbe recuperare meno di quanto ha investito e, di norma, il Suo denaro non può essere ritirato prima della vendita. Riduciamo questi rischi collaborando esclusivamente con costruttori autorizzati e verificati, tramite contratti legali e deposito vincolato, ma non possiamo eliminarli. Investa solo il denaro che può lasciare vincolato per l'intera durata del progetto.",
  },
  receipt: {
    title: 'Ricevuta di pagamento',
    investor: 'Investitore',
    issued: 'Emessa il',
    payment: 'Pagamento',
    reference: 'Riferimento',
    paidOn: 'Data di pagamento',
    project: 'Progetto',
    unit: 'Unità',
    amountCharged: 'Importo addebitato',
    rate: 'Tasso di cambio',
    investmentAmount: "Importo dell'investimento",
    channel: 'Pagato con',
    channels: {
      mobile_money: 'Mobile money',
      card: 'Carta',
    },
    note: "Questa ricevuta conferma un pagamento ricevuto tramite il nostro fornitore di pagamenti, Paystack, per l'investimento indicato sopra. L'importo in cedi è stato addebitato al tasso di cambio indicato, fissato all'avvio del pagamento.",
  },
};
