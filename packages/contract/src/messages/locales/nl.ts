import type { ServerTexts } from '../server-texts.types';

export const nl: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: 'Betaling terugbetaald',
      message:
        'Uw betaling {reference} van {refundAmount} {currency} kon niet voor uw investering worden gebruikt en is aan u terugbetaald.',
    },
    paymentInstructionsChanged: {
      title: 'Betaalgegevens gewijzigd',
      message:
        'De rekening waarop u uw openstaande investering betaalt, is gewijzigd (nu bij {bankName}). Betaal alleen op de gegevens die nu op uw dashboard staan, niet op eerdere.',
    },
    escrowReleased: {
      title: 'Geld vrijgegeven uit escrow',
      message:
        '{projectTitle}: GHS {cedis} is uit escrow aan de ontwikkelaar vrijgegeven voor de mijlpaal "{milestone}", goedgekeurd door een onafhankelijke inspecteur.',
    },
    escrowReleasedOpening: {
      title: 'Geld vrijgegeven uit escrow',
      message:
        '{projectTitle}: GHS {cedis} is uit escrow aan de ontwikkelaar vrijgegeven als openingstranche, nu de financiering is gesloten.',
    },
    investmentSubmitted: {
      title: 'Investering ingediend',
      message:
        'Uw investering van {amount} in {projectTitle} (unit {unitNumber}) wacht op betaling. Referentie {reference}.',
    },
    paymentConfirmed: {
      title: 'Betaling bevestigd',
      message: 'Uw betaling van {amount} voor {projectTitle} (unit {unitNumber}) is bevestigd.',
    },
    investmentCancelled: {
      title: 'Investering geannuleerd',
      message: 'Uw investering {reference} is geannuleerd en de reservering is vrijgegeven.',
    },
    investmentExpired: {
      title: 'Investering verlopen',
      message: 'Uw investering {reference} is niet binnen {deadlineDays} betaald en is verlopen.',
    },
    interestReceived: {
      title: 'Nieuwe interesse in investering',
      message: 'Een nieuwe interesse van {amount} in {projectTitle} wacht op beoordeling.',
    },
    interestApproved: {
      title: 'Interesse goedgekeurd',
      message:
        'Uw interesse in {projectTitle} is goedgekeurd. Wij nemen binnen 24 uur contact met u op.',
    },
    interestDeclined: {
      title: 'Interesse afgewezen',
      message: 'Uw interesse in {projectTitle} wordt niet verder in behandeling genomen.',
    },
    unitSold: {
      title: 'Unit verkocht',
      message:
        'Unit {unitNumber} van {projectTitle} is verkocht. Uw winstaandeel bedraagt {profitShare}.',
    },
    kycApproved: {
      title: 'KYC goedgekeurd',
      message:
        'Uw identiteitsverificatie is goedgekeurd. U kunt nu in alle mogelijkheden investeren.',
    },
    kycRejected: {
      title: 'KYC afgewezen',
      message: 'Uw identiteitsverificatie is niet goedgekeurd. Reden: {reason}',
    },
    updateVerified: {
      title: 'Voortgang geverifieerd',
      message:
        '{projectTitle}: een onafhankelijke inspecteur heeft de update ‘{updateTitle}’ bevestigd.',
    },
    updateDisputed: {
      title: 'Voortgang betwist',
      message:
        '{projectTitle}: een onafhankelijke inspecteur heeft de update ‘{updateTitle}’ betwist. Opmerking: {note}',
    },
    milestoneMoved: {
      title: 'Planning gewijzigd',
      message:
        '{projectTitle}: de mijlpaal ‘{milestone}’ is verschoven van {previousDate} naar {newDate}. Reden: {reason}',
    },
    projectNotReporting: {
      title: 'Ontwikkelaar rapporteert niet',
      message:
        'Voor {projectTitle} is al meer dan {intervalDays} geen voortgangsupdate geplaatst, langer dan de ontwikkelaar beloofde.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'Uw code om het wachtwoord opnieuw in te stellen',
      body: `Beste {firstName},

Uw code om het wachtwoord opnieuw in te stellen is: {code}

Voer deze binnen {ttlMinutes} in op {resetUrl}. De code werkt één keer.
Heeft u niet gevraagd om uw wachtwoord opnieuw in te stellen? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.

Vragen? Schrijf naar {supportEmail}.`,
    },
    emailChange: {
      subject: 'Bevestig uw nieuwe e-mailadres',
      body: `Beste,

Uw code om het e-mailadres te wijzigen is: {code}

Voer deze binnen {ttlMinutes} in op {settingsUrl}. De code werkt één keer.
Heeft u niet gevraagd dit adres te gebruiken voor een CoInvest Accra-account? Negeer dan deze e-mail: er verandert niets.

Vragen? Schrijf naar {supportEmail}.`,
    },
    emailVerification: {
      subject: 'Bevestig uw e-mailadres',
      body: `Beste,

Uw verificatiecode voor uw e-mailadres is: {code}

Voer deze binnen {ttlMinutes} in op {verifyUrl}. De code werkt één keer.
Hebt u met dit adres geen CoInvest Accra-account aangemaakt, negeer deze e-mail dan: zonder de code blijft het adres onbevestigd.

Vragen? Schrijf naar {supportEmail}.`,
    },
    signInLimited: {
      subject: 'Aanmelden bij uw account is tijdelijk gepauzeerd',
      body: `Beste {firstName},

Er zijn te veel mislukte aanmeldpogingen geweest op uw CoInvest Accra-account, daarom is aanmelden vanaf een nieuw apparaat {waitMinutes} gepauzeerd. Apparaten waarmee u zich eerder hebt aangemeld, kunnen zich nog steeds met uw wachtwoord aanmelden.

Was u dit niet, dan probeert iemand misschien uw wachtwoord te raden. Uw account blijft beschermd tijdens de pauze; gebruikt u hetzelfde wachtwoord ook elders, wijzig het dan in uw instellingen: {settingsUrl}

Vragen? Schrijf naar {supportEmail}.`,
      staffBody: `Beste {firstName},

Er zijn te veel mislukte aanmeldpogingen geweest op uw CoInvest Accra-medewerkersaccount, daarom is aanmelden op de beheersite vanaf een nieuw apparaat {waitMinutes} gepauzeerd. Apparaten waarmee u zich eerder hebt aangemeld, kunnen zich nog steeds met uw wachtwoord aanmelden.

Was u dit niet, dan probeert iemand misschien uw wachtwoord te raden. Uw account blijft beschermd tijdens de pauze. Gebruikt u hetzelfde wachtwoord ook elders, kies dan een nieuw met een code die we u e-mailen: {resetUrl}
Meld u daarna zoals gewoonlijk aan op de beheersite: {signInUrl}
Laat het ook de beheerders weten.

Vragen? Schrijf naar {supportEmail}.`,
    },
    passwordChanged: {
      subject: 'Uw wachtwoord is gewijzigd',
      body: `Beste {firstName},

Het wachtwoord van uw CoInvest Accra-account is zojuist gewijzigd en uw andere apparaten zijn afgemeld.

Hebt u het niet gewijzigd, stel dan direct een nieuw wachtwoord in op {resetUrl} en schrijf naar {supportEmail}.`,
    },
    emailChanged: {
      subject: 'Uw e-mailadres is gewijzigd',
      body: `Beste {firstName},

Het e-mailadres van uw CoInvest Accra-account is zojuist gewijzigd in {newEmail}. E-mails over uw account gaan nu daarheen en uw andere apparaten zijn afgemeld.

Hebt u deze wijziging niet gedaan, schrijf dan direct naar {supportEmail}.`,
    },
    inspectorInvitation: {
      subject: 'Uitnodiging als onafhankelijk inspecteur',
      body: `Hallo {firstName},

CoInvest Accra nodigt u uit om als onafhankelijk inspecteur de voortgang van de bouw te controleren.

Uw code om uw wachtwoord in te stellen is: {code}

Voer hem binnen {ttlDays} samen met een wachtwoord naar keuze in op {setPasswordUrl}. Hij werkt één keer.
Meld u daarna aan op {signInUrl} om de projecten te zien die aan u zijn toegewezen.

Vragen? Schrijf naar {supportEmail}.`,
    },
    investmentCreated: {
      subject: 'Zo betaalt u uw investering {reference}',
      body: `Beste {firstName},

Uw investering van {amount} is voor u gereserveerd. Betaal deze vóór {deadline} en vermeld daarbij het betalingskenmerk {reference}, zodat we uw betaling aan uw investering kunnen koppelen. Onbetaalde investeringen vervallen na die datum en de unit komt weer vrij.

Bankoverschrijving naar onze escrowrekening:
Bank: {bankName}
Filiaal: {branch}
Rekeninghouder: {accountName}
Rekeningnummer: {accountNumber}
SWIFT-code: {swiftCode}

Mobiel betalen (Mobile Money):
{mobileMoney}

Zodra uw betaling binnen is, bevestigt een beheerder uw investering.`,
    },
    secondFactorEnabled: {
      subject: 'Inloggen in twee stappen is ingeschakeld',
      body: `Hallo {firstName},

Inloggen in twee stappen is zojuist ingeschakeld voor je CoInvest Accra-account, en je andere apparaten zijn afgemeld. Voortaan vraagt inloggen na je wachtwoord om een code uit je authenticator-app.

Was jij dit niet, dan kent iemand misschien je wachtwoord: stel het nu opnieuw in op {resetUrl} en schrijf ons op {supportEmail}.`,
    },
    secondFactorDisabled: {
      subject: 'Inloggen in twee stappen is uitgeschakeld',
      body: `Hallo {firstName},

Inloggen in twee stappen is zojuist uitgeschakeld voor je CoInvest Accra-account, en je andere apparaten zijn afgemeld. Inloggen vraagt nu alleen nog om je wachtwoord.

Was jij dit niet, stel dan nu je wachtwoord opnieuw in op {resetUrl}, schakel inloggen in twee stappen weer in via je instellingen en schrijf ons op {supportEmail}.`,
    },
    secondFactorLocked: {
      subject: 'Iemand kent je wachtwoord: inloggen in twee stappen is geblokkeerd',
      body: `Hallo {firstName},

Iemand heeft met je wachtwoord ingelogd op je CoInvest Accra-account en daarna te veel verkeerde codes voor inloggen in twee stappen ingevoerd. Om je account te beschermen is inloggen in twee stappen geblokkeerd: er wordt geen code geaccepteerd tot je het ontgrendelt.

Was jij dit, ontgrendel het dan binnen {ttlDays} met deze link (hij werkt één keer):
{unlockUrl}

Was jij dit niet, dan kent iemand je wachtwoord. Gebruik de link niet; stel je wachtwoord nu opnieuw in op {resetUrl} en schrijf ons op {supportEmail}.`,
    },
    notification: {
      subject: '{title}',
      body: `Beste {firstName},

{message}

In uw accountinstellingen kiest u welke meldingen u per e-mail ontvangt.`,
    },
    layout: {
      footer:
        'CoInvest Accra · Samen investeren in nieuwbouwvastgoed in Accra, Ghana · {supportEmail}',
      linkFallback: 'Werkt de knop niet? Open dan deze link:',
      actions: {
        enterCode: 'Code invoeren',
        openSettings: 'Instellingen openen',
        setPassword: 'Wachtwoord instellen',
        resetPassword: 'Nieuw wachtwoord instellen',
        unlockSecondFactor: 'Inloggen in twee stappen ontgrendelen',
      },
    },
  },
  chatbot: {
    greeting:
      'Hallo! Ik vertel u graag over onze projecten (op locatie, budget, type of status), de units die nog beschikbaar zijn, minimale investeringen, looptijden en winstmarges, hoe KYC en winstdeling werken, en hoe u ons team bereikt. Wat wilt u weten?',
    projectsFound: 'Projecten {criteria}: {count} gevonden.',
    projectsFoundAll: 'Projecten op het platform: {count}.',
    projectLine:
      '• {title} ({location}): minimale investering {minInvestment}, prijs per unit {unitPrice}',
    moreProjects: '…en nog {count} op de projectenpagina.',
    noProjects:
      'Er is op dit moment geen project {criteria}. Op de projectenpagina staan alle projecten.',
    noProjectsAll: 'Er staan op dit moment geen projecten online.',
    criteriaLocation: 'in {location}',
    criteriaMinInvestment: 'met een minimale investering van hoogstens {amount}',
    criteriaUnitPrice: 'met een prijs per unit van hoogstens {amount}',
    criteriaType: 'van het type {type}',
    criteriaStatus: 'met de status ‘{status}’',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): {available} van de {total} units staan open voor investering; minimale investering {minInvestment}; looptijd {timeline}; winstmarge {profitRange}.',
    notStated: 'niet vermeld',
    kycInfo:
      'Voordat u investeert, is identiteitsverificatie (KYC) verplicht. Op de pagina voor KYC-verificatie vult u uw persoonsgegevens in en uploadt u een identiteitsbewijs, een bewijs van adres en een selfie. Ons team beoordeelt alles binnen 2-3 werkdagen; een goedkeuring blijft 12 maanden geldig.',
    kycSignIn: 'Log in om de status van uw eigen identiteitsverificatie te bekijken.',
    kycNone:
      'U hebt uw identiteitsverificatie nog niet ingediend. U kunt beginnen op de pagina voor KYC-verificatie.',
    kycPending:
      'We hebben uw identiteitsverificatie ontvangen; die wacht op beoordeling (2-3 werkdagen).',
    kycUnderReview:
      'Uw identiteitsverificatie wordt beoordeeld; u hoort binnen 2-3 werkdagen van ons.',
    kycApproved: 'Uw identiteit is geverifieerd. De goedkeuring is geldig tot {date}.',
    kycExpired:
      'Uw identiteitsverificatie is verlopen op {date}. Dien haar opnieuw in om te blijven investeren.',
    kycRejected:
      'Uw identiteitsverificatie is niet goedgekeurd. Controleer uw gegevens en dien haar opnieuw in.',
    kycAdditionalInfo:
      'Ons team heeft meer informatie nodig om uw identiteit te verifiëren. Vul uw aanvraag aan op de pagina voor KYC-verificatie.',
    profitSharing:
      'CoInvest Accra werkt met winstdeling bij verkoop, niet met een vast rendement. Wordt een unit verkocht, dan is de winst de verkoopprijs min de prijs van de unit en de kosten van de verkoop. Uw aandeel is uw eigendom van de unit (uw bedrag gedeeld door de prijs) maal die winst: financierde u 10% van de unit, dan ontvangt u 10% van de winst. Het deel van de unit dat investeerders niet financierden, is van de ontwikkelaar, en een verkoop met verlies verdeelt geen winst. De winstmarges bij projecten zijn schattingen, geen beloftes.',
    contact:
      'U bereikt ons team via de contactpagina; we antwoorden binnen 24 uur. Kantooruren: maandag tot en met vrijdag, 9.00 tot 18.00 uur GMT.',
    unknown:
      'Sorry, daar weet ik het antwoord niet op. Ons team helpt u graag: schrijf ons via de contactpagina.',
    linkAllProjects: 'Alle projecten',
    linkContact: 'Contact',
    linkKyc: 'KYC-verificatie',
    linkSignIn: 'Inloggen',
    types: { residential: 'wonen', commercial: 'commercieel', 'mixed-use': 'gemengd gebruik' },
    statuses: {
      planning: 'in planning',
      pre_construction: 'vóór de bouw',
      under_construction: 'in aanbouw',
      near_completion: 'bijna klaar',
      completed: 'opgeleverd',
    },
    payFromAbroad:
      'Vanuit het buitenland betaalt u met een internationale bankoverschrijving naar de escrowrekening die bij uw investering op uw dashboard staat (inclusief SWIFT-code), met vermelding van uw betalingskenmerk, binnen {deadlineDays} na de reservering. Ons team bevestigt uw betaling zodra die binnen is.',
    linkFaq: 'Lees de veelgestelde vragen',
  },
  faq: {
    minimumAmount:
      'Samen kopen begint doorgaans vanaf {minimumCedis} cedi. Elk project en elke unit toont op de eigen pagina de minimale investering, en met de valutakiezer kunt u elk bedrag bekijken in de valuta van uw keuze.',
    risks:
      "Beleggen in vastgoed brengt reële risico's met zich mee: marktprijzen kunnen dalen, de bouw kan vertraging oplopen, de wisselkoers van de cedi ten opzichte van uw eigen valuta kan zich in uw nadeel ontwikkelen, en rendementen zijn niet gegarandeerd. U kunt minder terugkrijgen dan u hebt ingelegd, en uw geld kan normaal gesproken niet vóór de verkoop worden opgenomen. We beperken deze risico's door uitsluitend te werken met erkende, gecontroleerde ontwikkelaars, via juridische overeenkomsten en een derdengeldrekening, maar we kunnen ze niet wegnemen. Investeer alleen geld dat u gedurende het hele project kunt missen.",
  },
  receipt: {
    title: 'Betalingsbewijs',
    investor: 'Belegger',
    issued: 'Uitgegeven op',
    payment: 'Betaling',
    reference: 'Referentie',
    paidOn: 'Betaald op',
    project: 'Project',
    unit: 'Unit',
    amountCharged: 'Afgeschreven bedrag',
    rate: 'Wisselkoers',
    investmentAmount: 'Investeringsbedrag',
    channel: 'Betaald met',
    channels: {
      mobile_money: 'Mobile Money',
      card: 'Kaart',
    },
    note: 'Dit bewijs bevestigt een betaling die via onze betaaldienst Paystack is ontvangen voor de hierboven genoemde investering. Het bedrag in cedi is afgeschreven tegen de getoonde wisselkoers, vastgelegd bij het starten van de betaling.',
  },
};
