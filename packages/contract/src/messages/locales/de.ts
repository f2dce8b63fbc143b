import type { ServerTexts } from '../server-texts.types';

export const de: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: 'Zahlung erstattet',
      message:
        'Ihre Zahlung {reference} über {refundAmount} {currency} konnte nicht für Ihre Investition verwendet werden und wurde Ihnen erstattet.',
    },
    paymentInstructionsChanged: {
      title: 'Zahlungsdaten geändert',
      message:
        'Das Konto für die Zahlung Ihrer offenen Investition hat sich geändert (jetzt bei {bankName}). Zahlen Sie nur an die Daten, die jetzt in Ihrem Dashboard stehen, nicht an frühere.',
    },
    escrowReleased: {
      title: 'Treuhandgeld freigegeben',
      message:
        '{projectTitle}: {cedis} GHS wurden aus dem Treuhandkonto an den Bauträger freigegeben, für den Meilenstein „{milestone}“, den ein unabhängiger Prüfer bestätigt hat.',
    },
    escrowReleasedOpening: {
      title: 'Treuhandgeld freigegeben',
      message:
        '{projectTitle}: {cedis} GHS wurden aus dem Treuhandkonto als Eröffnungstranche an den Bauträger freigegeben, da die Finanzierung abgeschlossen ist.',
    },
    investmentSubmitted: {
      title: 'Investition eingereicht',
      message:
        'Ihre Investition von {amount} in {projectTitle} (Einheit {unitNumber}) wartet auf Zahlung. Referenz {reference}.',
    },
    paymentConfirmed: {
      title: 'Zahlung bestätigt',
      message: 'Ihre Zahlung von {amount} für {projectTitle} (Einheit {unitNumber}) ist bestätigt.',
    },
    investmentCancelled: {
      title: 'Investition storniert',
      message: 'Ihre Investition {reference} wurde storniert und die Reservierung freigegeben.',
    },
    investmentExpired: {
      title: 'Investition abgelaufen',
      message:
        'Ihre Investition {reference} wurde nicht innerhalb der Zahlungsfrist ({deadlineDays}) bezahlt und ist abgelaufen.',
    },
    interestReceived: {
      title: 'Neue Interessenbekundung',
      message: 'Eine neue Interessenbekundung über {amount} für {projectTitle} wartet auf Prüfung.',
    },
    interestApproved: {
      title: 'Interesse angenommen',
      message:
        'Ihr Interesse an {projectTitle} wurde angenommen. Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    },
    interestDeclined: {
      title: 'Interesse abgelehnt',
      message: 'Ihr Interesse an {projectTitle} wird nicht weiterverfolgt.',
    },
    unitSold: {
      title: 'Einheit verkauft',
      message:
        'Die Einheit {unitNumber} von {projectTitle} wurde verkauft. Ihr Gewinnanteil beträgt {profitShare}.',
    },
    kycApproved: {
      title: 'KYC genehmigt',
      message:
        'Ihre Identitätsprüfung wurde genehmigt. Sie können jetzt in alle Angebote investieren.',
    },
    kycRejected: {
      title: 'KYC abgelehnt',
      message: 'Ihre Identitätsprüfung wurde nicht genehmigt. Grund: {reason}',
    },
    updateVerified: {
      title: 'Baufortschritt bestätigt',
      message:
        '{projectTitle}: Ein unabhängiger Gutachter hat die Meldung „{updateTitle}“ bestätigt.',
    },
    updateDisputed: {
      title: 'Baufortschritt beanstandet',
      message:
        '{projectTitle}: Ein unabhängiger Gutachter hat die Meldung „{updateTitle}“ beanstandet. Anmerkung: {note}',
    },
    milestoneMoved: {
      title: 'Zeitplan geändert',
      message:
        '{projectTitle}: Der Meilenstein „{milestone}“ wurde vom {previousDate} auf den {newDate} verschoben. Grund: {reason}',
    },
    projectNotReporting: {
      title: 'Bauträger meldet sich nicht',
      message:
        'Für {projectTitle} gibt es seit mehr als {intervalDays} keinen Fortschrittsbericht, obwohl der Bauträger diesen Abstand zugesagt hat.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'Ihr Code zum Zurücksetzen des Passworts',
      body: `Guten Tag {firstName},

Ihr Code zum Zurücksetzen des Passworts lautet: {code}

Geben Sie ihn auf {resetUrl} ein; er ist {ttlMinutes} lang und nur einmal gültig.
Falls Sie das Zurücksetzen Ihres Passworts nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.

Fragen? Schreiben Sie an {supportEmail}.`,
    },
    emailChange: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      body: `Guten Tag,

Ihr Code zur Änderung der E-Mail-Adresse lautet: {code}

Geben Sie ihn auf {settingsUrl} ein; er ist {ttlMinutes} lang und nur einmal gültig.
Falls Sie diese Adresse nicht für ein CoInvest-Accra-Konto angegeben haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.

Fragen? Schreiben Sie an {supportEmail}.`,
    },
    emailVerification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      body: `Guten Tag,

Ihr Code zur Bestätigung der E-Mail-Adresse lautet: {code}

Geben Sie ihn auf {verifyUrl} ein; er ist {ttlMinutes} lang und nur einmal gültig.
Falls Sie mit dieser Adresse kein CoInvest-Accra-Konto angelegt haben, ignorieren Sie diese E-Mail: Ohne den Code bleibt die Adresse unbestätigt.

Fragen? Schreiben Sie an {supportEmail}.`,
    },
    signInLimited: {
      subject: 'Die Anmeldung bei Ihrem Konto ist vorübergehend gesperrt',
      body: `Guten Tag {firstName},

Bei Ihrem CoInvest-Accra-Konto gab es zu viele fehlgeschlagene Anmeldeversuche, daher ist die Anmeldung von einem neuen Gerät für {waitMinutes} gesperrt. Geräte, mit denen Sie sich schon angemeldet haben, können sich weiterhin mit Ihrem Passwort anmelden.

Falls Sie das nicht waren, versucht vielleicht jemand, Ihr Passwort zu erraten. Ihr Konto bleibt während der Sperre geschützt; falls Sie Ihr Passwort auch anderswo verwenden, ändern Sie es in Ihren Einstellungen: {settingsUrl}

Fragen? Schreiben Sie an {supportEmail}.`,
      staffBody: `Guten Tag {firstName},

Bei Ihrem CoInvest-Accra-Mitarbeiterkonto gab es zu viele fehlgeschlagene Anmeldeversuche, daher ist die Anmeldung auf der Admin-Seite von einem neuen Gerät für {waitMinutes} gesperrt. Geräte, mit denen Sie sich schon angemeldet haben, können sich weiterhin mit Ihrem Passwort anmelden.

Falls Sie das nicht waren, versucht vielleicht jemand, Ihr Passwort zu erraten. Ihr Konto bleibt während der Sperre geschützt. Falls Sie Ihr Passwort auch anderswo verwenden, legen Sie mit einem Code, den wir Ihnen per E-Mail schicken, ein neues fest: {resetUrl}
Melden Sie sich danach wie gewohnt auf der Admin-Seite an: {signInUrl}
Informieren Sie bitte auch die Administratoren.

Fragen? Schreiben Sie an {supportEmail}.`,
    },
    passwordChanged: {
      subject: 'Ihr Passwort wurde geändert',
      body: `Guten Tag {firstName},

Das Passwort Ihres CoInvest-Accra-Kontos wurde soeben geändert, und Ihre anderen Geräte wurden abgemeldet.

Falls Sie es nicht geändert haben, setzen Sie Ihr Passwort sofort auf {resetUrl} zurück und schreiben Sie an {supportEmail}.`,
    },
    emailChanged: {
      subject: 'Ihre E-Mail-Adresse wurde geändert',
      body: `Guten Tag {firstName},

Die E-Mail-Adresse Ihres CoInvest-Accra-Kontos wurde soeben in {newEmail} geändert. E-Mails zu Ihrem Konto gehen jetzt dorthin, und Ihre anderen Geräte wurden abgemeldet.

Falls Sie diese Änderung nicht vorgenommen haben, schreiben Sie sofort an {supportEmail}.`,
    },
    inspectorInvitation: {
      subject: 'Einladung als unabhängiger Gutachter',
      body: `Hallo {firstName},

CoInvest Accra lädt Sie ein, den Baufortschritt als unabhängiger Gutachter zu prüfen.

Ihr Code zum Festlegen Ihres Passworts lautet: {code}

Geben Sie ihn zusammen mit einem Passwort Ihrer Wahl innerhalb von {ttlDays} auf {setPasswordUrl} ein. Er gilt nur einmal.
Melden Sie sich danach auf {signInUrl} an, um die Ihnen zugewiesenen Projekte zu sehen.

Fragen? Schreiben Sie an {supportEmail}.`,
    },
    investmentCreated: {
      subject: 'So bezahlen Sie Ihre Investition {reference}',
      body: `Hallo {firstName},

Ihre Investition von {amount} ist für Sie reserviert. Bitte bezahlen Sie sie bis {deadline} und geben Sie dabei die Zahlungsreferenz {reference} an, damit wir Ihre Zahlung Ihrer Investition zuordnen können. Unbezahlte Investitionen verfallen nach diesem Termin und die Einheit wird wieder freigegeben.

Banküberweisung auf unser Treuhandkonto:
Bank: {bankName}
Filiale: {branch}
Kontoinhaber: {accountName}
Kontonummer: {accountNumber}
SWIFT-Code: {swiftCode}

Mobiles Bezahlen (Mobile Money):
{mobileMoney}

Sobald Ihre Zahlung eingegangen ist, bestätigt ein Administrator Ihre Investition.`,
    },
    secondFactorEnabled: {
      subject: 'Die Zwei-Faktor-Anmeldung wurde eingeschaltet',
      body: `Guten Tag {firstName},

Für Ihr CoInvest-Accra-Konto wurde soeben die Zwei-Faktor-Anmeldung eingeschaltet, und Ihre anderen Geräte wurden abgemeldet. Ab jetzt verlangt die Anmeldung nach Ihrem Passwort einen Code aus Ihrer Authenticator-App.

Falls Sie das nicht waren, kennt vielleicht jemand Ihr Passwort: Setzen Sie es sofort unter {resetUrl} zurück und schreiben Sie an {supportEmail}.`,
    },
    secondFactorDisabled: {
      subject: 'Die Zwei-Faktor-Anmeldung wurde ausgeschaltet',
      body: `Guten Tag {firstName},

Für Ihr CoInvest-Accra-Konto wurde soeben die Zwei-Faktor-Anmeldung ausgeschaltet, und Ihre anderen Geräte wurden abgemeldet. Die Anmeldung verlangt jetzt nur noch Ihr Passwort.

Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort unter {resetUrl} zurück, schalten Sie die Zwei-Faktor-Anmeldung in Ihren Einstellungen wieder ein und schreiben Sie an {supportEmail}.`,
    },
    secondFactorLocked: {
      subject: 'Jemand kennt Ihr Passwort: Die Zwei-Faktor-Anmeldung ist gesperrt',
      body: `Guten Tag {firstName},

Jemand hat sich mit Ihrem Passwort bei Ihrem CoInvest-Accra-Konto angemeldet und danach zu viele falsche Zwei-Faktor-Codes eingegeben. Zum Schutz Ihres Kontos ist die Zwei-Faktor-Anmeldung gesperrt: Kein Code wird angenommen, bis Sie sie entsperren.

Falls Sie das waren, entsperren Sie sie innerhalb von {ttlDays} mit diesem Link (er gilt einmal):
{unlockUrl}

Falls Sie das nicht waren, kennt jemand Ihr Passwort. Verwenden Sie den Link nicht; setzen Sie Ihr Passwort sofort unter {resetUrl} zurück und schreiben Sie an {supportEmail}.`,
    },
    notification: {
      subject: '{title}',
      body: `Guten Tag {firstName},

{message}

In Ihren Kontoeinstellungen können Sie wählen, welche Benachrichtigungen Sie per E-Mail erhalten.`,
    },
    layout: {
      footer:
        'CoInvest Accra · Gemeinsam in Immobilien vor Fertigstellung in Accra, Ghana investieren · {supportEmail}',
      linkFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
      actions: {
        enterCode: 'Code eingeben',
        openSettings: 'Einstellungen öffnen',
        setPassword: 'Passwort festlegen',
        resetPassword: 'Neues Passwort festlegen',
        unlockSecondFactor: 'Zwei-Faktor-Anmeldung entsperren',
      },
    },
  },
  chatbot: {
    greeting:
      'Hallo! Ich kann Ihnen Auskunft geben über unsere Projekte (nach Ort, Budget, Art oder Status), noch verfügbare Einheiten, Mindestinvestitionen, Laufzeiten und Gewinnspannen, darüber, wie KYC und die Gewinnbeteiligung funktionieren, und wie Sie unser Team erreichen. Was möchten Sie wissen?',
    projectsFound: 'Projekte {criteria}: {count} gefunden.',
    projectsFoundAll: 'Projekte auf der Plattform: {count}.',
    projectLine:
      '• {title} ({location}): Mindestinvestition {minInvestment}, Preis pro Einheit {unitPrice}',
    moreProjects: '… und {count} weitere auf der Projektseite.',
    noProjects:
      'Derzeit gibt es kein Projekt {criteria}. Auf der Projektseite finden Sie alle Projekte.',
    noProjectsAll: 'Derzeit sind keine Projekte eingestellt.',
    criteriaLocation: 'in {location}',
    criteriaMinInvestment: 'mit einer Mindestinvestition von höchstens {amount}',
    criteriaUnitPrice: 'mit einem Preis pro Einheit von höchstens {amount}',
    criteriaType: 'der Art „{type}“',
    criteriaStatus: 'mit dem Status „{status}“',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): {available} von {total} Einheiten offen für Investitionen; Mindestinvestition {minInvestment}; Laufzeit {timeline}; Gewinnspanne {profitRange}.',
    notStated: 'nicht angegeben',
    kycInfo:
      'Vor einer Investition ist eine Identitätsprüfung (KYC) erforderlich. Auf der Seite zur KYC-Verifizierung geben Sie Ihre persönlichen Daten, ein Ausweisdokument, einen Adressnachweis und ein Selfie an. Unser Team prüft alles innerhalb von 2–3 Werktagen; eine Freigabe gilt 12 Monate.',
    kycSignIn: 'Bitte melden Sie sich an, um den Stand Ihrer eigenen Identitätsprüfung zu sehen.',
    kycNone:
      'Sie haben Ihre Identitätsprüfung noch nicht eingereicht. Sie können sie auf der Seite zur KYC-Verifizierung beginnen.',
    kycPending: 'Ihre Identitätsprüfung ist eingegangen und wartet auf die Prüfung (2–3 Werktage).',
    kycUnderReview:
      'Ihre Identitätsprüfung wird gerade bearbeitet; Sie hören innerhalb von 2–3 Werktagen von uns.',
    kycApproved: 'Ihre Identität ist bestätigt. Die Freigabe gilt bis {date}.',
    kycExpired:
      'Ihre Identitätsprüfung ist am {date} abgelaufen. Bitte reichen Sie sie erneut ein, um weiter zu investieren.',
    kycRejected:
      'Ihre Identitätsprüfung wurde nicht freigegeben. Bitte prüfen Sie Ihre Angaben und reichen Sie sie erneut ein.',
    kycAdditionalInfo:
      'Unser Team benötigt weitere Angaben, um Ihre Identität zu bestätigen. Bitte ergänzen Sie Ihre Unterlagen auf der Seite zur KYC-Verifizierung.',
    profitSharing:
      'CoInvest Accra arbeitet mit einer Gewinnbeteiligung beim Verkauf, nicht mit einer festen Rendite. Wird eine Einheit verkauft, ist ihr Gewinn der Verkaufspreis abzüglich des Preises der Einheit und der Kosten des Verkaufs. Ihr Anteil ist Ihr Eigentumsanteil an der Einheit (Ihr Betrag im Verhältnis zu ihrem Preis) mal diesem Gewinn: Haben Sie 10 % der Einheit finanziert, erhalten Sie 10 % ihres Gewinns. Der Teil der Einheit, den keine Anleger finanziert haben, gehört ihrem Bauträger, und ein Verkauf mit Verlust verteilt keinen Gewinn. Die Gewinnspannen der Projekte sind Schätzungen, keine Zusagen.',
    contact:
      'Sie erreichen unser Team über die Kontaktseite; wir antworten innerhalb von 24 Stunden. Bürozeiten: Montag bis Freitag, 9 bis 18 Uhr GMT.',
    unknown:
      'Das weiß ich leider nicht. Unser Team hilft Ihnen gern: Schreiben Sie uns über die Kontaktseite.',
    linkAllProjects: 'Alle Projekte',
    linkContact: 'Kontakt',
    linkKyc: 'KYC-Verifizierung',
    linkSignIn: 'Anmelden',
    types: { residential: 'Wohnen', commercial: 'Gewerbe', 'mixed-use': 'gemischte Nutzung' },
    statuses: {
      planning: 'in Planung',
      pre_construction: 'vor Baubeginn',
      under_construction: 'im Bau',
      near_completion: 'kurz vor Fertigstellung',
      completed: 'fertiggestellt',
    },
    payFromAbroad:
      'Aus dem Ausland zahlen Sie per internationaler Banküberweisung auf das Treuhandkonto, das bei Ihrer Investition in Ihrem Dashboard angegeben ist (mit SWIFT-Code), unter Angabe Ihrer Zahlungsreferenz, innerhalb von {deadlineDays} nach der Reservierung. Unser Team bestätigt Ihre Zahlung, sobald sie eingeht.',
    linkFaq: 'Zu den FAQ',
  },
  faq: {
    minimumAmount:
      'Ein gemeinsamer Kauf ist in der Regel ab {minimumCedis} Cedi möglich. Jedes Projekt und jede Einheit nennt auf der jeweiligen Seite die eigene Mindestinvestition, und mit der Währungsauswahl können Sie alle Beträge in der Währung Ihrer Wahl anzeigen.',
    risks:
      'Immobilieninvestitionen bergen reale Risiken: Marktpreise können fallen, der Bau kann sich verzögern, der Wechselkurs des Cedi gegenüber Ihrer Währung kann sich zu Ihren Ungunsten entwickeln, und Renditen sind nicht garantiert. Möglicherweise erhalten Sie weniger zurück, als Sie investiert haben, und Ihr Geld kann vor dem Verkauf in der Regel nicht abgezogen werden. Wir verringern diese Risiken, indem wir ausschließlich mit lizenzierten, geprüften Bauträgern sowie mit rechtsverbindlichen Verträgen und Treuhandkonten arbeiten, können sie aber nicht ausschließen. Investieren Sie nur Geld, das Sie für die gesamte Projektdauer gebunden lassen können.',
  },
  receipt: {
    title: 'Zahlungsbeleg',
    investor: 'Anleger',
    issued: 'Ausgestellt am',
    payment: 'Zahlung',
    reference: 'Referenz',
    paidOn: 'Bezahlt am',
    project: 'Projekt',
    unit: 'Einheit',
    amountCharged: 'Belasteter Betrag',
    rate: 'Wechselkurs',
    investmentAmount: 'Investitionsbetrag',
    channel: 'Bezahlt mit',
    channels: {
      mobile_money: 'Mobile Money',
      card: 'Karte',
    },
    note: 'Dieser Beleg bestätigt eine über unseren Zahlungsdienstleister Paystack erhaltene Zahlung für die oben genannte Investition. Der Betrag in Cedi wurde zum angegebenen Wechselkurs belastet, der beim Start der Zahlung festgelegt wurde.',
  },
};
