import type { ServerTexts } from '../server-texts.types';

export const fr: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: 'Paiement remboursé',
      message:
        "Votre paiement {reference} de {refundAmount} {currency} n'a pas pu servir à votre investissement et vous a été remboursé.",
    },
    paymentInstructionsChanged: {
      title: 'Coordonnées de paiement modifiées',
      message:
        'Le compte sur lequel régler votre investissement en attente a changé (désormais auprès de {bankName}). Payez uniquement selon les coordonnées affichées sur votre tableau de bord, et non selon les précédentes.',
    },
    escrowReleased: {
      title: 'Fonds libérés du séquestre',
      message:
        '{projectTitle} : {cedis} GHS ont été libérés du séquestre au profit du promoteur pour l’étape « {milestone} », validée par un inspecteur indépendant.',
    },
    escrowReleasedOpening: {
      title: 'Fonds libérés du séquestre',
      message:
        '{projectTitle} : {cedis} GHS ont été libérés du séquestre au profit du promoteur au titre de la tranche d’ouverture, le financement étant clos.',
    },
    investmentSubmitted: {
      title: 'Investissement enregistré',
      message:
        'Votre investissement de {amount} dans {projectTitle} (lot {unitNumber}) est en attente de paiement. Référence {reference}.',
    },
    paymentConfirmed: {
      title: 'Paiement confirmé',
      message: 'Votre paiement de {amount} pour {projectTitle} (lot {unitNumber}) est confirmé.',
    },
    investmentCancelled: {
      title: 'Investissement annulé',
      message: 'Votre investissement {reference} a été annulé et sa réservation libérée.',
    },
    investmentExpired: {
      title: 'Investissement expiré',
      message:
        "Votre investissement {reference} n'a pas été réglé dans un délai de {deadlineDays} et a expiré.",
    },
    interestReceived: {
      title: "Nouvelle manifestation d'intérêt",
      message:
        "Une nouvelle manifestation d'intérêt de {amount} pour {projectTitle} attend votre examen.",
    },
    interestApproved: {
      title: 'Intérêt accepté',
      message:
        'Votre intérêt pour {projectTitle} a été accepté. Nous vous contacterons sous 24 heures.',
    },
    interestDeclined: {
      title: 'Intérêt refusé',
      message: "Votre intérêt pour {projectTitle} n'a pas été retenu.",
    },
    unitSold: {
      title: 'Lot vendu',
      message:
        'Le lot {unitNumber} de {projectTitle} a été vendu. Votre part des bénéfices s’élève à {profitShare}.',
    },
    kycApproved: {
      title: 'KYC approuvé',
      message:
        'Votre vérification d’identité a été approuvée. Vous pouvez désormais investir dans toutes les opportunités.',
    },
    kycRejected: {
      title: 'KYC refusé',
      message: 'Votre vérification d’identité n’a pas été approuvée. Motif : {reason}',
    },
    updateVerified: {
      title: 'Avancement vérifié',
      message:
        '{projectTitle} : un inspecteur indépendant a confirmé la mise à jour « {updateTitle} ».',
    },
    updateDisputed: {
      title: 'Avancement contesté',
      message:
        '{projectTitle} : un inspecteur indépendant a contesté la mise à jour « {updateTitle} ». Remarque : {note}',
    },
    milestoneMoved: {
      title: 'Calendrier modifié',
      message:
        '{projectTitle} : le jalon « {milestone} » passe du {previousDate} au {newDate}. Motif : {reason}',
    },
    projectNotReporting: {
      title: 'Le promoteur ne donne plus de nouvelles',
      message:
        '{projectTitle} n’a publié aucune mise à jour de l’avancement depuis plus de {intervalDays}, l’intervalle promis par son promoteur.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'Votre code de réinitialisation du mot de passe',
      body: `Bonjour {firstName},

Votre code de réinitialisation du mot de passe est : {code}

Saisissez-le sur {resetUrl} dans un délai de {ttlMinutes}. Il n’est valable qu’une seule fois.
Si vous n’avez pas demandé la réinitialisation de votre mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.

Des questions ? Écrivez-nous à {supportEmail}.`,
    },
    emailChange: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: `Bonjour,

Votre code de changement d’adresse e-mail est : {code}

Saisissez-le sur {settingsUrl} dans un délai de {ttlMinutes}. Il n’est valable qu’une seule fois.
Si vous n’avez pas demandé à utiliser cette adresse pour un compte CoInvest Accra, ignorez cet e-mail : rien ne change.

Des questions ? Écrivez-nous à {supportEmail}.`,
    },
    emailVerification: {
      subject: 'Vérifiez votre adresse e-mail',
      body: `Bonjour,

Votre code de vérification d’adresse e-mail est : {code}

Saisissez-le sur {verifyUrl} dans un délai de {ttlMinutes}. Il n’est valable qu’une seule fois.
Si vous n’avez pas créé de compte CoInvest Accra avec cette adresse, ignorez cet e-mail : sans le code, l’adresse reste non vérifiée.

Des questions ? Écrivez-nous à {supportEmail}.`,
    },
    signInLimited: {
      subject: 'La connexion à votre compte est suspendue pour un moment',
      body: `Bonjour {firstName},

Trop de tentatives de connexion ont échoué sur votre compte CoInvest Accra : la connexion depuis un nouvel appareil est suspendue pendant {waitMinutes}. Les appareils avec lesquels vous vous êtes déjà connecté peuvent toujours se connecter avec votre mot de passe.

Si ce n’était pas vous, quelqu’un essaie peut-être de deviner votre mot de passe. Votre compte reste protégé pendant la suspension ; si votre mot de passe sert aussi ailleurs, changez-le dans vos paramètres : {settingsUrl}

Des questions ? Écrivez-nous à {supportEmail}.`,
      staffBody: `Bonjour {firstName},

Trop de tentatives de connexion ont échoué sur votre compte d’équipe CoInvest Accra : la connexion au site d’administration depuis un nouvel appareil est suspendue pendant {waitMinutes}. Les appareils avec lesquels vous vous êtes déjà connecté peuvent toujours se connecter avec votre mot de passe.

Si ce n’était pas vous, quelqu’un essaie peut-être de deviner votre mot de passe. Votre compte reste protégé pendant la suspension. Si votre mot de passe sert aussi ailleurs, choisissez-en un nouveau avec un code que nous vous envoyons par e-mail : {resetUrl}
Connectez-vous ensuite au site d’administration comme d’habitude : {signInUrl}
Prévenez aussi les administrateurs.

Des questions ? Écrivez-nous à {supportEmail}.`,
    },
    passwordChanged: {
      subject: 'Votre mot de passe a été modifié',
      body: `Bonjour {firstName},

Le mot de passe de votre compte CoInvest Accra vient d’être modifié, et vos autres appareils ont été déconnectés.

Si vous n’êtes pas à l’origine de ce changement, réinitialisez immédiatement votre mot de passe sur {resetUrl} et écrivez-nous à {supportEmail}.`,
    },
    emailChanged: {
      subject: 'Votre adresse e-mail a été modifiée',
      body: `Bonjour {firstName},

L’adresse e-mail de votre compte CoInvest Accra vient d’être remplacée par {newEmail}. Les e-mails concernant votre compte y sont désormais envoyés, et vos autres appareils ont été déconnectés.

Si vous n’êtes pas à l’origine de ce changement, écrivez-nous immédiatement à {supportEmail}.`,
    },
    inspectorInvitation: {
      subject: 'Vous êtes invité comme inspecteur indépendant',
      body: `Bonjour {firstName},

CoInvest Accra vous invite à vérifier l’avancement des chantiers en tant qu’inspecteur indépendant.

Votre code pour définir votre mot de passe est : {code}

Saisissez-le avec le mot de passe de votre choix sur {setPasswordUrl} dans un délai de {ttlDays}. Il n’est valable qu’une seule fois.
Connectez-vous ensuite sur {signInUrl} pour voir les projets qui vous sont confiés.

Des questions ? Écrivez-nous à {supportEmail}.`,
    },
    investmentCreated: {
      subject: 'Comment payer votre investissement {reference}',
      body: `Bonjour {firstName},

Votre investissement de {amount} vous est réservé. Veuillez le payer avant le {deadline} en indiquant la référence de paiement {reference}, afin que nous puissions rattacher votre paiement à votre investissement. Passé ce délai, les investissements impayés expirent et le lot est libéré.

Virement bancaire vers notre compte séquestre :
Banque : {bankName}
Agence : {branch}
Titulaire du compte : {accountName}
Numéro de compte : {accountNumber}
Code SWIFT : {swiftCode}

Mobile Money :
{mobileMoney}

Un administrateur confirme votre investissement dès réception de votre paiement.`,
    },
    secondFactorEnabled: {
      subject: 'La connexion en deux étapes a été activée',
      body: `Bonjour {firstName},

La connexion en deux étapes vient d’être activée sur votre compte CoInvest Accra, et vos autres appareils ont été déconnectés. Désormais, la connexion demande un code de votre application d’authentification après votre mot de passe.

Si ce n’est pas vous, quelqu’un connaît peut-être votre mot de passe : réinitialisez-le dès maintenant sur {resetUrl} et écrivez-nous à {supportEmail}.`,
    },
    secondFactorDisabled: {
      subject: 'La connexion en deux étapes a été désactivée',
      body: `Bonjour {firstName},

La connexion en deux étapes vient d’être désactivée sur votre compte CoInvest Accra, et vos autres appareils ont été déconnectés. La connexion ne demande plus que votre mot de passe.

Si ce n’est pas vous, réinitialisez votre mot de passe dès maintenant sur {resetUrl}, réactivez la connexion en deux étapes dans vos paramètres et écrivez-nous à {supportEmail}.`,
    },
    secondFactorLocked: {
      subject: 'Quelqu’un connaît votre mot de passe : la connexion en deux étapes est bloquée',
      body: `Bonjour {firstName},

Quelqu’un s’est connecté à votre compte CoInvest Accra avec votre mot de passe, puis a saisi trop de codes de connexion en deux étapes erronés. Pour protéger votre compte, la connexion en deux étapes est bloquée : aucun code n’est accepté tant que vous ne la débloquez pas.

Si c’était vous, débloquez-la avec ce lien dans un délai de {ttlDays} (il n’est valable qu’une fois) :
{unlockUrl}

Si ce n’était pas vous, quelqu’un connaît votre mot de passe. N’utilisez pas le lien ; réinitialisez votre mot de passe dès maintenant sur {resetUrl} et écrivez-nous à {supportEmail}.`,
    },
    notification: {
      subject: '{title}',
      body: `Bonjour {firstName},

{message}

Vous pouvez choisir les notifications que vous recevez par e-mail dans les paramètres de votre compte.`,
    },
    layout: {
      footer:
        'CoInvest Accra · Co-investissement dans l’immobilier sur plan à Accra, Ghana · {supportEmail}',
      linkFallback: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
      actions: {
        enterCode: 'Saisir le code',
        openSettings: 'Ouvrir vos paramètres',
        setPassword: 'Choisir votre mot de passe',
        resetPassword: 'Choisir un nouveau mot de passe',
        unlockSecondFactor: 'Déverrouiller la connexion en deux étapes',
      },
    },
  },
  chatbot: {
    greeting:
      'Bonjour ! Je peux vous renseigner sur nos projets (par lieu, budget, type ou statut), les unités encore disponibles, les investissements minimums, les délais et les fourchettes de bénéfice, le fonctionnement du KYC et du partage des bénéfices, et la façon de joindre notre équipe. Que souhaitez-vous savoir ?',
    projectsFound: 'Projets {criteria} : {count} trouvé(s).',
    projectsFoundAll: 'Projets sur la plateforme : {count}.',
    projectLine:
      '• {title} ({location}) : investissement minimum {minInvestment}, prix de l’unité {unitPrice}',
    moreProjects: '… et {count} de plus sur la page des projets.',
    noProjects:
      'Aucun projet {criteria} n’est proposé pour le moment. La page des projets les présente tous.',
    noProjectsAll: 'Aucun projet n’est proposé pour le moment.',
    criteriaLocation: 'à {location}',
    criteriaMinInvestment: 'avec un investissement minimum d’au plus {amount}',
    criteriaUnitPrice: 'avec un prix unitaire d’au plus {amount}',
    criteriaType: 'de type {type}',
    criteriaStatus: 'au statut « {status} »',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}) : {available} unité(s) sur {total} ouvertes à l’investissement ; investissement minimum {minInvestment} ; durée {timeline} ; fourchette de bénéfice {profitRange}.',
    notStated: 'à préciser',
    kycInfo:
      'La vérification d’identité (KYC) est obligatoire avant d’investir. Sur la page de vérification KYC, vous fournissez vos informations personnelles, une pièce d’identité, un justificatif de domicile et un selfie. Notre équipe les examine sous 2 à 3 jours ouvrés, et une validation reste valable 12 mois.',
    kycSignIn: 'Connectez-vous pour consulter le statut de votre propre vérification d’identité.',
    kycNone:
      'Vous n’avez pas encore soumis votre vérification d’identité. Vous pouvez la commencer sur la page de vérification KYC.',
    kycPending:
      'Votre vérification d’identité a bien été reçue et attend d’être examinée (2 à 3 jours ouvrés).',
    kycUnderReview:
      'Votre vérification d’identité est en cours d’examen ; vous aurez de nos nouvelles sous 2 à 3 jours ouvrés.',
    kycApproved: 'Votre identité est vérifiée. La validation est valable jusqu’au {date}.',
    kycExpired:
      'Votre vérification d’identité a expiré le {date}. Merci de la soumettre à nouveau pour continuer à investir.',
    kycRejected:
      'Votre vérification d’identité n’a pas été approuvée. Vérifiez vos informations et soumettez-la à nouveau.',
    kycAdditionalInfo:
      'Notre équipe a besoin d’informations complémentaires pour vérifier votre identité. Mettez à jour votre dossier sur la page de vérification KYC.',
    profitSharing:
      'CoInvest Accra fonctionne par partage des bénéfices à la vente, et non par rendement fixe. Quand une unité est vendue, son bénéfice est le prix de vente moins le prix de l’unité et les frais de la vente. Votre part est votre participation dans l’unité (votre montant rapporté à son prix) multipliée par ce bénéfice : si vous avez financé 10 % de l’unité, vous recevez 10 % de son bénéfice. La part de l’unité que les investisseurs n’ont pas financée appartient à son promoteur, et une vente à perte ne partage aucun bénéfice. Les fourchettes de bénéfice affichées sur les projets sont des estimations, pas des promesses.',
    contact:
      'Vous pouvez joindre notre équipe via la page de contact ; nous répondons sous 24 heures. Nos bureaux sont ouverts du lundi au vendredi, de 9 h à 18 h GMT.',
    unknown:
      'Désolé, je ne connais pas la réponse. Notre équipe peut vous aider : écrivez-nous depuis la page de contact.',
    linkAllProjects: 'Tous les projets',
    linkContact: 'Nous contacter',
    linkKyc: 'Vérification KYC',
    linkSignIn: 'Se connecter',
    types: { residential: 'résidentiel', commercial: 'commercial', 'mixed-use': 'mixte' },
    statuses: {
      planning: 'en planification',
      pre_construction: 'pré-construction',
      under_construction: 'en construction',
      near_completion: 'presque terminé',
      completed: 'terminé',
    },
    payFromAbroad:
      'Depuis l’étranger, vous payez par virement bancaire international sur le compte séquestre indiqué avec votre investissement dans votre tableau de bord (code SWIFT compris), en mentionnant votre référence de paiement, dans un délai de {deadlineDays} après la réservation. Notre équipe confirme votre paiement dès sa réception.',
    linkFaq: 'Lire la FAQ',
  },
  faq: {
    minimumAmount:
      'Le co-achat commence généralement à {minimumCedis} cedis. Chaque projet et chaque lot affichent leur propre investissement minimum sur leur page, et vous pouvez voir chaque montant dans la devise de votre choix grâce au sélecteur de devise.',
    risks:
      "L'investissement immobilier comporte de vrais risques : les prix du marché peuvent baisser, la construction peut prendre du retard, le taux de change du cedi face à votre devise peut évoluer en votre défaveur, et les rendements ne sont pas garantis. Vous pourriez récupérer moins que votre mise, et votre argent ne peut normalement pas être retiré avant la vente. Nous réduisons ces risques en travaillant uniquement avec des promoteurs agréés et examinés, au moyen de contrats et d'un séquestre, mais nous ne pouvons pas les supprimer. N'investissez que de l'argent que vous pouvez laisser engagé pendant toute la durée du projet.",
  },
  receipt: {
    title: 'Reçu de paiement',
    investor: 'Investisseur',
    issued: 'Émis le',
    payment: 'Paiement',
    reference: 'Référence',
    paidOn: 'Date du paiement',
    project: 'Projet',
    unit: 'Unité',
    amountCharged: 'Montant débité',
    rate: 'Taux de change',
    investmentAmount: "Montant de l'investissement",
    channel: 'Payé par',
    channels: {
      mobile_money: 'Mobile Money',
      card: 'Carte',
    },
    note: "Ce reçu confirme un paiement reçu par l'intermédiaire de notre prestataire de paiement, Paystack, pour l'investissement indiqué ci-dessus. Le montant en cedis a été débité au taux de change indiqué, fixé au début du paiement.",
  },
};
