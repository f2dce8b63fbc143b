import type { ServerTexts } from '../server-texts.types';

export const sw: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: 'Malipo yamerejeshwa',
      message:
        'Malipo yako {reference} ya {refundAmount} {currency} hayakuweza kutumika kwa uwekezaji wako na yamerejeshwa kwako.',
    },
    paymentInstructionsChanged: {
      title: 'Maelezo ya malipo yamebadilika',
      message:
        'Akaunti ya kulipia uwekezaji wako unaosubiri imebadilika (sasa iko {bankName}). Lipa tu kwa maelezo yanayoonyeshwa sasa kwenye dashibodi yako, si kwa yale ya awali.',
    },
    escrowReleased: {
      title: 'Fedha zimetolewa kutoka escrow',
      message:
        '{projectTitle}: GHS {cedis} zimetolewa kutoka escrow kwa msanidi kwa hatua "{milestone}", iliyothibitishwa na mkaguzi huru.',
    },
    escrowReleasedOpening: {
      title: 'Fedha zimetolewa kutoka escrow',
      message:
        '{projectTitle}: GHS {cedis} zimetolewa kutoka escrow kwa msanidi kama awamu ya kwanza, kwa kuwa ukusanyaji wa fedha umefungwa.',
    },
    investmentSubmitted: {
      title: 'Uwekezaji Umewasilishwa',
      message:
        'Uwekezaji wako wa {amount} katika {projectTitle} (kitengo {unitNumber}) unasubiri malipo. Kumbukumbu {reference}.',
    },
    paymentConfirmed: {
      title: 'Malipo Yamethibitishwa',
      message: 'Malipo yako ya {amount} kwa {projectTitle} (kitengo {unitNumber}) yamethibitishwa.',
    },
    investmentCancelled: {
      title: 'Uwekezaji Umeghairiwa',
      message: 'Uwekezaji wako {reference} umeghairiwa na nafasi yake iliyohifadhiwa imeachiliwa.',
    },
    investmentExpired: {
      title: 'Muda wa Uwekezaji Umekwisha',
      message:
        'Uwekezaji wako {reference} haukulipwa ndani ya {deadlineDays}, kwa hivyo muda wake umekwisha.',
    },
    interestReceived: {
      title: 'Ombi Jipya la Kuwekeza',
      message: 'Ombi jipya la {amount} katika {projectTitle} linasubiri kukaguliwa.',
    },
    interestApproved: {
      title: 'Ombi Limekubaliwa',
      message:
        'Ombi lako la kuwekeza katika {projectTitle} limekubaliwa. Tutawasiliana nawe ndani ya saa 24.',
    },
    interestDeclined: {
      title: 'Ombi Halikukubaliwa',
      message: 'Ombi lako la kuwekeza katika {projectTitle} halikuendelezwa.',
    },
    unitSold: {
      title: 'Kitengo kimeuzwa',
      message:
        'Kitengo {unitNumber} cha {projectTitle} kimeuzwa. Sehemu yako ya faida ni {profitShare}.',
    },
    kycApproved: {
      title: 'KYC Imeidhinishwa',
      message:
        'Uthibitishaji wa utambulisho wako umeidhinishwa. Sasa unaweza kuwekeza katika fursa zote.',
    },
    kycRejected: {
      title: 'KYC Imekataliwa',
      message: 'Uthibitishaji wa utambulisho wako haukuidhinishwa. Sababu: {reason}',
    },
    updateVerified: {
      title: 'Maendeleo yamethibitishwa',
      message: '{projectTitle}: mkaguzi huru amethibitisha taarifa “{updateTitle}”.',
    },
    updateDisputed: {
      title: 'Maendeleo yamepingwa',
      message: '{projectTitle}: mkaguzi huru amepinga taarifa “{updateTitle}”. Maelezo: {note}',
    },
    milestoneMoved: {
      title: 'Ratiba imebadilishwa',
      message:
        '{projectTitle}: tarehe ya hatua “{milestone}” imesogezwa kutoka {previousDate} hadi {newDate}. Sababu: {reason}',
    },
    projectNotReporting: {
      title: 'Msanidi haripoti',
      message:
        '{projectTitle} haijapata taarifa ya maendeleo kwa zaidi ya {intervalDays}, muda ambao msanidi aliahidi.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'Msimbo wako wa kuweka upya nenosiri',
      body: `Habari {firstName},

Msimbo wako wa kuweka upya nenosiri ni: {code}

Uweke kwenye {resetUrl} ndani ya {ttlMinutes}. Unatumika mara moja tu.
Ikiwa hukuomba kuweka upya nenosiri lako, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.

Una maswali? Tuandikie kwa {supportEmail}.`,
    },
    emailChange: {
      subject: 'Thibitisha anwani yako mpya ya barua pepe',
      body: `Habari,

Msimbo wako wa kubadilisha barua pepe ni: {code}

Uweke kwenye {settingsUrl} ndani ya {ttlMinutes}. Unatumika mara moja tu.
Ikiwa hukuomba kutumia anwani hii kwa akaunti ya CoInvest Accra, puuza barua pepe hii: hakuna kitakachobadilika.

Una maswali? Tuandikie kwa {supportEmail}.`,
    },
    emailVerification: {
      subject: 'Thibitisha anwani yako ya barua pepe',
      body: `Habari,

Msimbo wako wa kuthibitisha barua pepe ni: {code}

Uweke kwenye {verifyUrl} ndani ya {ttlMinutes}. Unafanya kazi mara moja tu.
Ikiwa hukufungua akaunti ya CoInvest Accra kwa anwani hii, puuza barua pepe hii: bila msimbo, anwani hii inabaki bila kuthibitishwa.

Una maswali? Tuandikie kwa {supportEmail}.`,
    },
    signInLimited: {
      subject: 'Kuingia kwenye akaunti yako kumesimamishwa kwa muda',
      body: `Habari {firstName},

Kumekuwa na majaribio mengi mno ya kuingia yaliyoshindwa kwenye akaunti yako ya CoInvest Accra, kwa hiyo kuingia kutoka kifaa kipya kumesimamishwa kwa {waitMinutes}. Vifaa ulivyowahi kutumia kuingia bado vinaweza kuingia kwa nenosiri lako.

Kama si wewe, huenda mtu anajaribu kubahatisha nenosiri lako. Akaunti yako inabaki salama wakati huu; kama unatumia nenosiri hili mahali pengine, libadilishe kwenye mipangilio yako: {settingsUrl}

Una maswali? Andika kwa {supportEmail}.`,
      staffBody: `Habari {firstName},

Kumekuwa na majaribio mengi mno ya kuingia yaliyoshindwa kwenye akaunti yako ya wafanyakazi ya CoInvest Accra, kwa hiyo kuingia kwenye tovuti ya usimamizi kutoka kifaa kipya kumesimamishwa kwa {waitMinutes}. Vifaa ulivyowahi kutumia kuingia bado vinaweza kuingia kwa nenosiri lako.

Kama si wewe, huenda mtu anajaribu kubahatisha nenosiri lako. Akaunti yako inabaki salama wakati huu. Kama unatumia nenosiri hili mahali pengine, weka jipya kwa msimbo tutakaokutumia kwa barua pepe: {resetUrl}
Kisha ingia kwenye tovuti ya usimamizi kama kawaida: {signInUrl}
Tafadhali wajulishe pia wasimamizi.

Una maswali? Andika kwa {supportEmail}.`,
    },
    passwordChanged: {
      subject: 'Nenosiri lako limebadilishwa',
      body: `Habari {firstName},

Nenosiri la akaunti yako ya CoInvest Accra limebadilishwa sasa hivi, na vifaa vyako vingine vimetolewa kwenye akaunti.

Kama hukulibadilisha wewe, weka nenosiri jipya mara moja kwenye {resetUrl} na uandike kwa {supportEmail}.`,
    },
    emailChanged: {
      subject: 'Anwani yako ya barua pepe imebadilishwa',
      body: `Habari {firstName},

Anwani ya barua pepe ya akaunti yako ya CoInvest Accra imebadilishwa sasa hivi kuwa {newEmail}. Barua pepe kuhusu akaunti yako sasa zinaenda huko, na vifaa vyako vingine vimetolewa kwenye akaunti.

Kama hukufanya mabadiliko haya, andika mara moja kwa {supportEmail}.`,
    },
    inspectorInvitation: {
      subject: 'Mwaliko wa kuwa mkaguzi huru',
      body: `Habari {firstName},

CoInvest Accra inakualika kuthibitisha maendeleo ya ujenzi kama mkaguzi huru.

Msimbo wako wa kuweka nenosiri ni: {code}

Uweke pamoja na nenosiri utakalochagua kwenye {setPasswordUrl} ndani ya {ttlDays}. Unafanya kazi mara moja tu.
Kisha ingia kwenye {signInUrl} kuona miradi uliyopewa.

Maswali? Tuandikie kwa {supportEmail}.`,
    },
    investmentCreated: {
      subject: 'Jinsi ya kulipia uwekezaji wako {reference}',
      body: `Habari {firstName},

Uwekezaji wako wa {amount} umehifadhiwa kwa ajili yako. Tafadhali ulipe kabla ya {deadline}, ukitaja kumbukumbu ya malipo {reference}, ili tuweze kuoanisha malipo yako na uwekezaji wako. Baada ya tarehe hiyo, uwekezaji ambao haujalipwa unaisha na kipande kinaachiliwa.

Uhamisho wa benki kwenda akaunti yetu ya escrow:
Benki: {bankName}
Tawi: {branch}
Jina la akaunti: {accountName}
Nambari ya akaunti: {accountNumber}
Msimbo wa SWIFT: {swiftCode}

Pesa kwa simu:
{mobileMoney}

Msimamizi atathibitisha uwekezaji wako mara malipo yako yatakapofika.`,
    },
    secondFactorEnabled: {
      subject: 'Kuingia kwa hatua mbili kumewashwa',
      body: `Habari {firstName},

Kuingia kwa hatua mbili kumewashwa sasa hivi kwenye akaunti yako ya CoInvest Accra, na vifaa vyako vingine vimetolewa. Kuanzia sasa, kuingia kutaomba msimbo kutoka kwa programu yako ya uthibitishaji baada ya nenosiri lako.

Ikiwa si wewe uliyefanya hivi, huenda mtu anajua nenosiri lako: libadilishe sasa kwenye {resetUrl} na utuandikie kwa {supportEmail}.`,
    },
    secondFactorDisabled: {
      subject: 'Kuingia kwa hatua mbili kumezimwa',
      body: `Habari {firstName},

Kuingia kwa hatua mbili kumezimwa sasa hivi kwenye akaunti yako ya CoInvest Accra, na vifaa vyako vingine vimetolewa. Sasa kuingia kunaomba nenosiri lako pekee.

Ikiwa si wewe uliyefanya hivi, badilisha nenosiri lako sasa kwenye {resetUrl}, washa tena kuingia kwa hatua mbili katika mipangilio yako na utuandikie kwa {supportEmail}.`,
    },
    secondFactorLocked: {
      subject: 'Mtu anajua nenosiri lako: kuingia kwa hatua mbili kumefungwa',
      body: `Habari {firstName},

Mtu aliingia kwenye akaunti yako ya CoInvest Accra kwa nenosiri lako kisha akaweka misimbo mingi isiyo sahihi ya kuingia kwa hatua mbili. Ili kulinda akaunti yako, kuingia kwa hatua mbili kumefungwa: hakuna msimbo unaokubaliwa hadi utakapokufungua.

Ikiwa ni wewe, kufungue kwa kiungo hiki ndani ya {ttlDays} (kinafanya kazi mara moja):
{unlockUrl}

Ikiwa si wewe, mtu anajua nenosiri lako. Usitumie kiungo; badilisha nenosiri lako sasa kwenye {resetUrl} na utuandikie kwa {supportEmail}.`,
    },
    notification: {
      subject: '{title}',
      body: `Habari {firstName},

{message}

Unaweza kuchagua arifa zipi zikufikie kwa barua pepe katika mipangilio ya akaunti yako.`,
    },
    layout: {
      footer:
        'CoInvest Accra · Uwekezaji wa pamoja katika nyumba zinazojengwa Accra, Ghana · {supportEmail}',
      linkFallback: 'Ikiwa kitufe hakifanyi kazi, fungua kiungo hiki:',
      actions: {
        enterCode: 'Weka msimbo',
        openSettings: 'Fungua mipangilio yako',
        setPassword: 'Weka nenosiri lako',
        resetPassword: 'Weka nenosiri jipya',
        unlockSecondFactor: 'Fungua kuingia kwa hatua mbili',
      },
    },
  },
  chatbot: {
    greeting:
      'Habari! Ninaweza kukueleza kuhusu miradi yetu (kwa eneo, bajeti, aina au hali), vipande ambavyo bado vinapatikana, kiwango cha chini cha uwekezaji, muda na viwango vya faida, jinsi uthibitisho wa utambulisho (KYC) na mgawanyo wa faida unavyofanya kazi, na jinsi ya kuwasiliana na timu yetu. Ungependa kujua nini?',
    projectsFound: 'Miradi {criteria}: imepatikana {count}.',
    projectsFoundAll: 'Miradi kwenye jukwaa: {count}.',
    projectLine:
      '• {title} ({location}): uwekezaji wa chini {minInvestment}, bei ya kipande {unitPrice}',
    moreProjects: '…na mingine {count} kwenye ukurasa wa miradi.',
    noProjects: 'Kwa sasa hakuna mradi {criteria}. Ukurasa wa miradi unaonyesha miradi yote.',
    noProjectsAll: 'Kwa sasa hakuna miradi iliyoorodheshwa.',
    criteriaLocation: 'ulioko {location}',
    criteriaMinInvestment: 'wenye uwekezaji wa chini usiozidi {amount}',
    criteriaUnitPrice: 'wenye bei ya kipande isiyozidi {amount}',
    criteriaType: 'wa aina ya {type}',
    criteriaStatus: 'wenye hali ya "{status}"',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): vipande {available} kati ya {total} viko wazi kwa uwekezaji; uwekezaji wa chini {minInvestment}; muda {timeline}; kiwango cha faida {profitRange}.',
    notStated: 'hakijatajwa',
    kycInfo:
      'Uthibitisho wa utambulisho (KYC) unahitajika kabla ya kuwekeza. Kwenye ukurasa wa uthibitisho wa KYC unajaza taarifa zako binafsi na kupakia hati ya utambulisho, uthibitisho wa anwani na picha yako (selfie). Timu yetu huzikagua ndani ya siku 2-3 za kazi, na idhini hudumu kwa miezi 12.',
    kycSignIn: 'Tafadhali ingia ili uone hali ya uthibitisho wa utambulisho wako.',
    kycNone:
      'Bado hujatuma uthibitisho wa utambulisho wako. Unaweza kuanza kwenye ukurasa wa uthibitisho wa KYC.',
    kycPending:
      'Tumepokea uthibitisho wa utambulisho wako na unasubiri kukaguliwa (siku 2-3 za kazi).',
    kycUnderReview:
      'Uthibitisho wa utambulisho wako unakaguliwa; tutakujulisha ndani ya siku 2-3 za kazi.',
    kycApproved: 'Utambulisho wako umethibitishwa. Idhini ni halali hadi {date}.',
    kycExpired:
      'Uthibitisho wa utambulisho wako uliisha muda tarehe {date}. Tafadhali utume tena ili uendelee kuwekeza.',
    kycRejected:
      'Uthibitisho wa utambulisho wako haukuidhinishwa. Tafadhali kagua taarifa zako na utume tena.',
    kycAdditionalInfo:
      'Timu yetu inahitaji taarifa zaidi ili kuthibitisha utambulisho wako. Tafadhali sasisha maombi yako kwenye ukurasa wa uthibitisho wa KYC.',
    profitSharing:
      'CoInvest Accra hufanya kazi kwa kugawana faida wakati wa mauzo, si kwa mapato ya kudumu. Kipande kinapouzwa, faida yake ni bei ya mauzo kutoa bei ya kipande na gharama za mauzo. Sehemu yako ni umiliki wako wa kipande (kiasi chako ukigawanya kwa bei yake) mara faida hiyo: ukigharamia 10% ya kipande, unapokea 10% ya faida yake. Sehemu ya kipande ambayo wawekezaji hawakugharamia ni ya msanidi wake, na mauzo ya hasara hayagawi faida. Viwango vya faida vinavyoonyeshwa kwenye miradi ni makadirio, si ahadi.',
    contact:
      'Unaweza kuwasiliana na timu yetu kupitia ukurasa wa mawasiliano; tunajibu ndani ya saa 24. Saa za kazi ni Jumatatu hadi Ijumaa, saa 3 asubuhi hadi saa 12 jioni (GMT).',
    unknown:
      'Samahani, sijui jibu la swali hilo. Timu yetu inaweza kukusaidia: tafadhali tuandikie kupitia ukurasa wa mawasiliano.',
    linkAllProjects: 'Miradi yote',
    linkContact: 'Wasiliana nasi',
    linkKyc: 'Uthibitisho wa KYC',
    linkSignIn: 'Ingia',
    types: { residential: 'makazi', commercial: 'biashara', 'mixed-use': 'matumizi mchanganyiko' },
    statuses: {
      planning: 'mipango',
      pre_construction: 'kabla ya ujenzi',
      under_construction: 'unajengwa',
      near_completion: 'karibu kukamilika',
      completed: 'umekamilika',
    },
    payFromAbroad:
      'Ukiwa nje ya nchi, unalipa kwa uhamisho wa benki wa kimataifa kwenye akaunti ya escrow inayoonyeshwa pamoja na uwekezaji wako kwenye dashibodi yako (pamoja na msimbo wake wa SWIFT), ukitaja kumbukumbu yako ya malipo, ndani ya {deadlineDays} tangu kuhifadhi. Timu yetu huthibitisha malipo yako yanapofika.',
    linkFaq: 'Soma maswali yanayoulizwa mara kwa mara',
  },
  faq: {
    minimumAmount:
      'Ununuzi wa pamoja kwa kawaida huanzia sedi {minimumCedis}. Kila mradi na kila kitengo huonyesha kiwango chake cha chini cha uwekezaji kwenye ukurasa wake, na unaweza kuona kila kiasi kwa sarafu unayochagua kupitia kichaguzi cha sarafu.',
    risks:
      'Uwekezaji katika mali una hatari halisi: bei za soko zinaweza kushuka, ujenzi unaweza kuchelewa, kiwango cha ubadilishaji cha sedi dhidi ya sarafu yako kinaweza kwenda kinyume nawe, na mapato hayana uhakika. Unaweza kurudishiwa kiasi kidogo kuliko ulichowekeza, na kwa kawaida pesa yako haiwezi kutolewa kabla ya mauzo. Tunapunguza hatari hizi kwa kufanya kazi na waendelezaji wenye leseni waliokaguliwa pekee, kupitia mikataba ya kisheria na akaunti ya amana (escrow), lakini hatuwezi kuziondoa kabisa. Wekeza tu pesa unayoweza kuiacha imewekezwa katika kipindi chote cha mradi.',
  },
  receipt: {
    title: 'Risiti ya malipo',
    investor: 'Mwekezaji',
    issued: 'Tarehe ya kutolewa',
    payment: 'Malipo',
    reference: 'Kumbukumbu',
    paidOn: 'Tarehe ya malipo',
    project: 'Mradi',
    unit: 'Kitengo',
    amountCharged: 'Kiasi kilichotozwa',
    rate: 'Kiwango cha ubadilishaji',
    investmentAmount: 'Kiasi cha uwekezaji',
    channel: 'Umelipa kwa',
    channels: {
      mobile_money: 'Pesa kwa simu',
      card: 'Kadi',
    },
    note: 'Risiti hii inathibitisha malipo yaliyopokelewa kupitia mtoa huduma wetu wa malipo, Paystack, kwa uwekezaji uliotajwa hapo juu. Kiasi kwa cedi kilitozwa kwa kiwango cha ubadilishaji kilichoonyeshwa, kilichowekwa malipo yalipoanza.',
  },
};
