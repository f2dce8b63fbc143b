import type { ServerTexts } from '../server-texts.types';

export const hi: ServerTexts = {
  notifications: {
    paymentInstructionsChanged: {
      title: 'भुगतान विवरण बदल गए',
      message:
        'आपके लंबित निवेश का भुगतान जिस खाते में करना है, वह बदल गया है (अब {bankName} में)। केवल अपने डैशबोर्ड पर अभी दिखाए गए विवरण पर ही भुगतान करें, पहले वाले पर नहीं।',
    },
    investmentSubmitted: {
      title: 'निवेश जमा हुआ',
      message:
        '{projectTitle} (यूनिट {unitNumber}) में आपका {amount} का निवेश भुगतान की प्रतीक्षा में है। संदर्भ {reference}।',
    },
    paymentConfirmed: {
      title: 'भुगतान की पुष्टि हुई',
      message: '{projectTitle} (यूनिट {unitNumber}) के लिए आपके {amount} के भुगतान की पुष्टि हो गई है।',
    },
    investmentCancelled: {
      title: 'निवेश रद्द हुआ',
      message: 'आपका निवेश {reference} रद्द कर दिया गया है और उसका आरक्षण मुक्त कर दिया गया है।',
    },
    investmentExpired: {
      title: 'निवेश की अवधि समाप्त',
      message:
        'आपके निवेश {reference} का भुगतान {deadlineDays} के भीतर नहीं हुआ, इसलिए उसकी अवधि समाप्त हो गई है।',
    },
    interestReceived: {
      title: 'निवेश में नई रुचि',
      message: '{projectTitle} में {amount} की एक नई रुचि समीक्षा की प्रतीक्षा में है।',
    },
    interestApproved: {
      title: 'रुचि स्वीकृत',
      message: '{projectTitle} में आपकी रुचि स्वीकृत कर दी गई है। हम 24 घंटे के भीतर आपसे संपर्क करेंगे।',
    },
    interestDeclined: {
      title: 'रुचि अस्वीकृत',
      message: '{projectTitle} में आपकी रुचि पर आगे कार्यवाही नहीं की गई।',
    },
    unitSold: {
      title: 'यूनिट बिक गई',
      message: '{projectTitle} की यूनिट {unitNumber} बिक गई है। लाभ में आपका हिस्सा {profitShare} है।',
    },
    kycApproved: {
      title: 'KYC स्वीकृत',
      message: 'आपका पहचान सत्यापन स्वीकृत हो गया है। अब आप सभी अवसरों में निवेश कर सकते हैं।',
    },
    kycRejected: {
      title: 'KYC अस्वीकृत',
      message: 'आपका पहचान सत्यापन स्वीकृत नहीं हुआ। कारण: {reason}',
    },
    updateVerified: {
      title: 'प्रगति सत्यापित',
      message: '{projectTitle}: एक स्वतंत्र निरीक्षक ने अपडेट “{updateTitle}” की पुष्टि की।',
    },
    updateDisputed: {
      title: 'प्रगति पर आपत्ति',
      message:
        '{projectTitle}: एक स्वतंत्र निरीक्षक ने अपडेट “{updateTitle}” पर आपत्ति जताई। टिप्पणी: {note}',
    },
    milestoneMoved: {
      title: 'समय-सारिणी बदली गई',
      message:
        '{projectTitle}: पड़ाव “{milestone}” की तारीख़ {previousDate} से बदलकर {newDate} कर दी गई है। कारण: {reason}',
    },
    projectNotReporting: {
      title: 'डेवलपर रिपोर्ट नहीं कर रहा',
      message:
        '{projectTitle} पर {intervalDays} से अधिक समय से प्रगति का कोई अपडेट नहीं आया है, जबकि डेवलपर ने इसी अंतराल का वादा किया था।',
    },
  },
  emails: {
    passwordReset: {
      subject: 'आपका पासवर्ड रीसेट कोड',
      body: `नमस्ते {firstName},

आपका पासवर्ड रीसेट कोड है: {code}

इसे {ttlMinutes} के भीतर {resetUrl} पर दर्ज करें। यह केवल एक बार काम करता है।
यदि आपने पासवर्ड रीसेट करने का अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड पहले जैसा ही रहेगा।

कोई प्रश्न? {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    emailChange: {
      subject: 'अपने नए ई-मेल पते की पुष्टि करें',
      body: `नमस्ते,

आपका ई-मेल बदलने का कोड है: {code}

इसे {ttlMinutes} के भीतर {settingsUrl} पर दर्ज करें। यह केवल एक बार काम करता है।
यदि आपने इस पते को CoInvest Accra खाते के लिए उपयोग करने का अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें: कुछ भी नहीं बदलेगा।

कोई प्रश्न? {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    emailVerification: {
      subject: 'अपने ई-मेल पते की पुष्टि करें',
      body: `नमस्ते,

आपका ई-मेल सत्यापन कोड है: {code}

इसे {ttlMinutes} के भीतर {verifyUrl} पर दर्ज करें। यह केवल एक बार काम करता है।
यदि आपने इस पते से CoInvest Accra खाता नहीं बनाया है, तो इस ई-मेल को अनदेखा करें: कोड के बिना यह पता असत्यापित रहता है।

कोई प्रश्न? {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    signInLimited: {
      subject: 'आपके खाते में साइन इन कुछ समय के लिए रोका गया है',
      body: `नमस्ते {firstName},

आपके CoInvest Accra खाते पर बहुत अधिक असफल साइन-इन प्रयास हुए हैं, इसलिए किसी नए डिवाइस से साइन इन {waitMinutes} के लिए रोका गया है। जिन डिवाइस से आप पहले साइन इन कर चुके हैं, वे अब भी आपके पासवर्ड से साइन इन कर सकते हैं।

यदि यह आप नहीं थे, तो शायद कोई आपका पासवर्ड अनुमान लगाने की कोशिश कर रहा है। रोक के दौरान आपका खाता सुरक्षित रहता है; यदि आप यही पासवर्ड कहीं और भी उपयोग करते हैं, तो इसे अपनी सेटिंग्स में बदलें: {settingsUrl}

कोई प्रश्न? {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    passwordChanged: {
      subject: 'आपका पासवर्ड बदल दिया गया है',
      body: `नमस्ते {firstName},

आपके CoInvest Accra खाते का पासवर्ड अभी बदला गया है, और आपके अन्य डिवाइस साइन आउट कर दिए गए हैं।

यदि आपने इसे नहीं बदला, तो तुरंत {resetUrl} पर अपना पासवर्ड रीसेट करें और {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    emailChanged: {
      subject: 'आपका ई-मेल पता बदल दिया गया है',
      body: `नमस्ते {firstName},

आपके CoInvest Accra खाते का ई-मेल पता अभी {newEmail} में बदला गया है। आपके खाते के ई-मेल अब वहीं जाएँगे, और आपके अन्य डिवाइस साइन आउट कर दिए गए हैं।

यदि यह बदलाव आपने नहीं किया, तो तुरंत {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    inspectorInvitation: {
      subject: 'स्वतंत्र निरीक्षक के रूप में आपको आमंत्रण',
      body: `नमस्ते {firstName},

CoInvest Accra आपको स्वतंत्र निरीक्षक के रूप में निर्माण की प्रगति की पुष्टि करने के लिए आमंत्रित करता है।

आपका पासवर्ड सेट करने का कोड है: {code}

इसे {ttlDays} के भीतर {setPasswordUrl} पर अपनी पसंद के पासवर्ड के साथ दर्ज करें। यह केवल एक बार काम करता है।
फिर आपको सौंपी गई परियोजनाएँ देखने के लिए {signInUrl} पर साइन इन करें।

कोई प्रश्न? {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    investmentCreated: {
      subject: 'अपने निवेश {reference} का भुगतान कैसे करें',
      body: `नमस्ते {firstName},

{amount} का आपका निवेश आपके लिए आरक्षित है। कृपया {deadline} तक भुगतान करें और भुगतान संदर्भ {reference} अवश्य लिखें, ताकि हम आपके भुगतान को आपके निवेश से मिला सकें। इस तिथि के बाद बिना भुगतान वाले निवेश समाप्त हो जाते हैं और यूनिट फिर से उपलब्ध हो जाती है।

हमारे एस्क्रो खाते में बैंक ट्रांसफ़र:
बैंक: {bankName}
शाखा: {branch}
खाताधारक का नाम: {accountName}
खाता संख्या: {accountNumber}
SWIFT कोड: {swiftCode}

मोबाइल मनी:
{mobileMoney}

आपका भुगतान मिलते ही एक व्यवस्थापक आपके निवेश की पुष्टि करेगा।

CoInvest Accra`,
    },
    secondFactorEnabled: {
      subject: 'दो-चरणीय साइन-इन चालू किया गया',
      body: `नमस्ते {firstName},

आपके CoInvest Accra खाते के लिए अभी दो-चरणीय साइन-इन चालू किया गया है, और आपके अन्य डिवाइस साइन आउट कर दिए गए हैं। अब से साइन इन करते समय पासवर्ड के बाद आपके ऑथेंटिकेटर ऐप का कोड माँगा जाएगा।

अगर यह आपने नहीं किया, तो शायद किसी को आपका पासवर्ड पता है: उसे अभी {resetUrl} पर रीसेट करें और हमें {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    secondFactorDisabled: {
      subject: 'दो-चरणीय साइन-इन बंद किया गया',
      body: `नमस्ते {firstName},

आपके CoInvest Accra खाते के लिए अभी दो-चरणीय साइन-इन बंद किया गया है, और आपके अन्य डिवाइस साइन आउट कर दिए गए हैं। अब साइन इन के लिए केवल आपका पासवर्ड माँगा जाता है।

अगर यह आपने नहीं किया, तो अभी {resetUrl} पर अपना पासवर्ड रीसेट करें, सेटिंग्स में दो-चरणीय साइन-इन फिर से चालू करें और हमें {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    secondFactorLocked: {
      subject: 'किसी को आपका पासवर्ड पता है: दो-चरणीय साइन-इन लॉक है',
      body: `नमस्ते {firstName},

किसी ने आपके पासवर्ड से आपके CoInvest Accra खाते में साइन इन किया और फिर दो-चरणीय साइन-इन के बहुत सारे गलत कोड डाले। आपके खाते की सुरक्षा के लिए दो-चरणीय साइन-इन लॉक कर दिया गया है: जब तक आप इसे अनलॉक नहीं करते, कोई कोड स्वीकार नहीं होगा।

अगर यह आप थे, तो {ttlDays} के भीतर इस लिंक से इसे अनलॉक करें (यह एक बार काम करता है):
{unlockUrl}

अगर यह आप नहीं थे, तो किसी को आपका पासवर्ड पता है। लिंक का उपयोग न करें; अभी {resetUrl} पर अपना पासवर्ड रीसेट करें और हमें {supportEmail} पर लिखें।

CoInvest Accra`,
    },
    notification: {
      subject: '{title}',
      body: `नमस्ते {firstName},

{message}

आप अपनी खाता सेटिंग में चुन सकते हैं कि कौन-सी सूचनाएँ आपको ई-मेल से मिलें।

CoInvest Accra`,
    },
  },
};
