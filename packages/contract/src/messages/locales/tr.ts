import type { ServerTexts } from '../server-texts.types';

export const tr: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: 'Ödeme iade edildi',
      message:
        '{reference} numaralı {refundAmount} {currency} tutarındaki ödemeniz yatırımınız için kullanılamadı ve size iade edildi.',
    },
    paymentInstructionsChanged: {
      title: 'Ödeme bilgileri değişti',
      message:
        'Bekleyen yatırımınızı ödeyeceğiniz hesap değişti (artık {bankName}). Yalnızca panonuzda şu anda gösterilen bilgilere ödeme yapın, öncekilere değil.',
    },
    escrowReleased: {
      title: 'Emanetten ödeme yapıldı',
      message:
        '{projectTitle}: Bağımsız bir denetçinin onayladığı "{milestone}" aşaması için emanet hesabından geliştiriciye {cedis} GHS ödendi.',
    },
    escrowReleasedOpening: {
      title: 'Emanetten ödeme yapıldı',
      message:
        '{projectTitle}: Fonlama kapandığı için açılış dilimi olarak emanet hesabından geliştiriciye {cedis} GHS ödendi.',
    },
    investmentSubmitted: {
      title: 'Yatırım Alındı',
      message:
        '{projectTitle} (birim {unitNumber}) için {amount} tutarındaki yatırımınız ödeme bekliyor. Referans {reference}.',
    },
    paymentConfirmed: {
      title: 'Ödeme Onaylandı',
      message: '{projectTitle} (birim {unitNumber}) için {amount} tutarındaki ödemeniz onaylandı.',
    },
    investmentCancelled: {
      title: 'Yatırım İptal Edildi',
      message: '{reference} numaralı yatırımınız iptal edildi ve rezervasyonu kaldırıldı.',
    },
    investmentExpired: {
      title: 'Yatırımın Süresi Doldu',
      message:
        '{reference} numaralı yatırımınız {deadlineDays} içinde ödenmediği için süresi doldu.',
    },
    interestReceived: {
      title: 'Yeni Yatırım İlgisi',
      message:
        '{projectTitle} için {amount} tutarında yeni bir ilgi bildirimi incelenmeyi bekliyor.',
    },
    interestApproved: {
      title: 'İlgi Bildirimi Onaylandı',
      message:
        '{projectTitle} projesine ilişkin ilgi bildiriminiz onaylandı. 24 saat içinde sizinle iletişime geçeceğiz.',
    },
    interestDeclined: {
      title: 'İlgi Bildirimi Reddedildi',
      message: '{projectTitle} projesine ilişkin ilgi bildiriminiz ilerletilmedi.',
    },
    unitSold: {
      title: 'Birim satıldı',
      message:
        '{projectTitle} projesindeki {unitNumber} numaralı birim satıldı. Kâr payınız {profitShare}.',
    },
    kycApproved: {
      title: 'KYC Onaylandı',
      message:
        'Kimlik doğrulamanız onaylandı. Artık tüm yatırım fırsatlarına yatırım yapabilirsiniz.',
    },
    kycRejected: {
      title: 'KYC Reddedildi',
      message: 'Kimlik doğrulamanız onaylanmadı. Gerekçe: {reason}',
    },
    updateVerified: {
      title: 'İlerleme doğrulandı',
      message: '{projectTitle}: Bağımsız bir denetçi “{updateTitle}” güncellemesini onayladı.',
    },
    updateDisputed: {
      title: 'İlerlemeye itiraz edildi',
      message:
        '{projectTitle}: Bağımsız bir denetçi “{updateTitle}” güncellemesine itiraz etti. Not: {note}',
    },
    milestoneMoved: {
      title: 'Takvim değişti',
      message:
        '{projectTitle}: “{milestone}” aşamasının planlanan tarihi {previousDate} yerine {newDate} oldu. Gerekçe: {reason}',
    },
    projectNotReporting: {
      title: 'Geliştirici rapor vermiyor',
      message:
        '{projectTitle} için geliştiricinin söz verdiği aralık ({intervalDays}) geçti ve ilerleme güncellemesi paylaşılmadı.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'Parola sıfırlama kodunuz',
      body: `Sayın {firstName},

Parola sıfırlama kodunuz: {code}

Bu kodu {ttlMinutes} içinde {resetUrl} adresine girin. Kod yalnızca bir kez kullanılabilir.
Parola sıfırlama talebinde bulunmadıysanız bu e-postayı dikkate almayın: parolanız değişmeden kalır.

Sorularınız için {supportEmail} adresine yazabilirsiniz.`,
    },
    emailChange: {
      subject: 'Yeni e-posta adresinizi onaylayın',
      body: `Merhaba,

E-posta değiştirme kodunuz: {code}

Bu kodu {ttlMinutes} içinde {settingsUrl} adresine girin. Kod yalnızca bir kez kullanılabilir.
Bu adresin bir CoInvest Accra hesabı için kullanılmasını talep etmediyseniz bu e-postayı dikkate almayın: hiçbir şey değişmez.

Sorularınız için {supportEmail} adresine yazabilirsiniz.`,
    },
    emailVerification: {
      subject: 'E-posta adresinizi doğrulayın',
      body: `Merhaba,

E-posta doğrulama kodunuz: {code}

Kodu {ttlMinutes} içinde {verifyUrl} adresinde girin. Kod yalnızca bir kez geçerlidir.
Bu adresle bir CoInvest Accra hesabı oluşturmadıysanız bu e-postayı dikkate almayın: kod girilmedikçe adres doğrulanmamış kalır.

Sorularınız için {supportEmail} adresine yazın.`,
    },
    signInLimited: {
      subject: 'Hesabınıza giriş bir süreliğine durduruldu',
      body: `Sayın {firstName},

CoInvest Accra hesabınızda çok fazla başarısız giriş denemesi oldu; bu nedenle yeni bir cihazdan giriş {waitMinutes} süreyle durduruldu. Daha önce giriş yaptığınız cihazlar şifrenizle giriş yapmaya devam edebilir.

Bu siz değilseniz, birisi şifrenizi tahmin etmeye çalışıyor olabilir. Durdurma süresince hesabınız korunur; aynı şifreyi başka yerlerde de kullanıyorsanız ayarlarınızdan değiştirin: {settingsUrl}

Sorularınız mı var? {supportEmail} adresine yazın.`,
      staffBody: `Sayın {firstName},

CoInvest Accra personel hesabınızda çok fazla başarısız giriş denemesi oldu; bu nedenle yeni bir cihazdan yönetim sitesine giriş {waitMinutes} süreyle durduruldu. Daha önce giriş yaptığınız cihazlar şifrenizle giriş yapmaya devam edebilir.

Bu siz değilseniz, birisi şifrenizi tahmin etmeye çalışıyor olabilir. Durdurma süresince hesabınız korunur. Aynı şifreyi başka yerlerde de kullanıyorsanız size e-postayla göndereceğimiz bir kodla yeni bir şifre belirleyin: {resetUrl}
Ardından yönetim sitesine her zamanki gibi giriş yapın: {signInUrl}
Lütfen yöneticilere de haber verin.

Sorularınız mı var? {supportEmail} adresine yazın.`,
    },
    passwordChanged: {
      subject: 'Şifreniz değiştirildi',
      body: `Sayın {firstName},

CoInvest Accra hesabınızın şifresi az önce değiştirildi ve diğer cihazlarınızda oturum kapatıldı.

Şifreyi siz değiştirmediyseniz hemen {resetUrl} adresinde şifrenizi sıfırlayın ve {supportEmail} adresine yazın.`,
    },
    emailChanged: {
      subject: 'E-posta adresiniz değiştirildi',
      body: `Sayın {firstName},

CoInvest Accra hesabınızın e-posta adresi az önce {newEmail} olarak değiştirildi. Hesabınızla ilgili e-postalar artık oraya gidiyor ve diğer cihazlarınızda oturum kapatıldı.

Bu değişikliği siz yapmadıysanız hemen {supportEmail} adresine yazın.`,
    },
    inspectorInvitation: {
      subject: 'Bağımsız denetçi olarak davetlisiniz',
      body: `Merhaba {firstName},

CoInvest Accra sizi, inşaat ilerlemesini bağımsız denetçi olarak doğrulamaya davet ediyor.

Şifrenizi belirleme kodunuz: {code}

Kodu, seçtiğiniz şifreyle birlikte {ttlDays} içinde {setPasswordUrl} adresinde girin. Kod yalnızca bir kez kullanılabilir.
Ardından size atanan projeleri görmek için {signInUrl} adresinde oturum açın.

Sorularınız mı var? {supportEmail} adresine yazın.`,
    },
    investmentCreated: {
      subject: '{reference} numaralı yatırımınızı nasıl ödersiniz',
      body: `Merhaba {firstName},

{amount} tutarındaki yatırımınız sizin için ayrıldı. Ödemenizi yatırımınızla eşleştirebilmemiz için lütfen {deadline} tarihine kadar {reference} ödeme referansını belirterek ödeyin. Bu tarihten sonra ödenmemiş yatırımların süresi dolar ve birim yeniden satışa açılır.

Emanet (escrow) hesabımıza banka havalesi:
Banka: {bankName}
Şube: {branch}
Hesap sahibi: {accountName}
Hesap numarası: {accountNumber}
SWIFT kodu: {swiftCode}

Mobil para:
{mobileMoney}

Ödemeniz ulaştığında bir yönetici yatırımınızı onaylar.`,
    },
    secondFactorEnabled: {
      subject: 'İki adımlı giriş açıldı',
      body: `Merhaba {firstName},

CoInvest Accra hesabınızda iki adımlı giriş az önce açıldı ve diğer cihazlarınızda oturum kapatıldı. Bundan sonra giriş yaparken parolanızdan sonra kimlik doğrulama uygulamanızdaki kod istenecek.

Bunu siz yapmadıysanız biri parolanızı biliyor olabilir: parolanızı hemen {resetUrl} adresinde sıfırlayın ve {supportEmail} adresine yazın.`,
    },
    secondFactorDisabled: {
      subject: 'İki adımlı giriş kapatıldı',
      body: `Merhaba {firstName},

CoInvest Accra hesabınızda iki adımlı giriş az önce kapatıldı ve diğer cihazlarınızda oturum kapatıldı. Giriş artık yalnızca parolanızı istiyor.

Bunu siz yapmadıysanız parolanızı hemen {resetUrl} adresinde sıfırlayın, ayarlarınızdan iki adımlı girişi yeniden açın ve {supportEmail} adresine yazın.`,
    },
    secondFactorLocked: {
      subject: 'Biri parolanızı biliyor: iki adımlı giriş kilitlendi',
      body: `Merhaba {firstName},

Biri CoInvest Accra hesabınıza parolanızla giriş yaptı ve ardından çok fazla yanlış iki adımlı giriş kodu girdi. Hesabınızı korumak için iki adımlı giriş kilitlendi: siz kilidi açana kadar hiçbir kod kabul edilmez.

Bu sizseniz kilidi {ttlDays} içinde bu bağlantıyla açın (bir kez çalışır):
{unlockUrl}

Bu siz değilseniz biri parolanızı biliyor. Bağlantıyı kullanmayın; parolanızı hemen {resetUrl} adresinde sıfırlayın ve {supportEmail} adresine yazın.`,
    },
    notification: {
      subject: '{title}',
      body: `Sayın {firstName},

{message}

Hangi bildirimleri e-postayla alacağınızı hesap ayarlarınızdan seçebilirsiniz.`,
    },
    layout: {
      footer: 'CoInvest Accra · Akra, Gana’da projeden gayrimenkule ortak yatırım · {supportEmail}',
      linkFallback: 'Düğme çalışmazsa bu bağlantıyı açın:',
      actions: {
        enterCode: 'Kodu girin',
        openSettings: 'Ayarlarınızı açın',
        setPassword: 'Şifrenizi belirleyin',
        resetPassword: 'Yeni bir şifre belirleyin',
        unlockSecondFactor: 'İki adımlı girişin kilidini açın',
      },
    },
  },
  chatbot: {
    greeting:
      'Merhaba! Projelerimiz (konuma, bütçeye, türe veya duruma göre), hâlâ müsait olan üniteler, asgari yatırım tutarları, süreler ve kâr aralıkları hakkında bilgi verebilir; KYC ile kâr paylaşımının nasıl işlediğini ve ekibimize nasıl ulaşacağınızı anlatabilirim. Ne öğrenmek istersiniz?',
    projectsFound: '{criteria} projeler: {count} sonuç bulundu.',
    projectsFoundAll: 'Platformdaki projeler: {count}.',
    projectLine: '• {title} ({location}): asgari yatırım {minInvestment}, ünite fiyatı {unitPrice}',
    moreProjects: '…ve projeler sayfasında {count} proje daha.',
    noProjects:
      'Şu anda {criteria} bir proje yok. Tüm projeleri projeler sayfasında görebilirsiniz.',
    noProjectsAll: 'Şu anda listelenen bir proje yok.',
    criteriaLocation: '{location} bölgesindeki',
    criteriaMinInvestment: 'asgari yatırımı en fazla {amount} olan',
    criteriaUnitPrice: 'ünite fiyatı en fazla {amount} olan',
    criteriaType: '{type} türündeki',
    criteriaStatus: 'durumu "{status}" olan',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): {total} üniteden {available} tanesi yatırıma açık; asgari yatırım {minInvestment}; süre {timeline}; kâr aralığı {profitRange}.',
    notStated: 'belirtilmemiş',
    kycInfo:
      'Yatırım yapmadan önce kimlik doğrulaması (KYC) zorunludur. KYC doğrulama sayfasında kişisel bilgilerinizi girer, bir kimlik belgesi, adres belgesi ve bir özçekim yüklersiniz. Ekibimiz bunları 2-3 iş günü içinde inceler; onay 12 ay geçerlidir.',
    kycSignIn: 'Kendi kimlik doğrulamanızın durumunu görmek için lütfen giriş yapın.',
    kycNone:
      'Kimlik doğrulamanızı henüz göndermediniz. KYC doğrulama sayfasından başlayabilirsiniz.',
    kycPending: 'Kimlik doğrulamanız alındı ve incelenmeyi bekliyor (2-3 iş günü).',
    kycUnderReview: 'Kimlik doğrulamanız inceleniyor; 2-3 iş günü içinde size dönüş yapacağız.',
    kycApproved: 'Kimliğiniz doğrulandı. Onay {date} tarihine kadar geçerli.',
    kycExpired:
      'Kimlik doğrulamanızın süresi {date} tarihinde doldu. Yatırıma devam etmek için lütfen yeniden gönderin.',
    kycRejected:
      'Kimlik doğrulamanız onaylanmadı. Lütfen bilgilerinizi kontrol edip yeniden gönderin.',
    kycAdditionalInfo:
      'Kimliğinizi doğrulamak için ekibimizin ek bilgiye ihtiyacı var. Lütfen başvurunuzu KYC doğrulama sayfasında güncelleyin.',
    profitSharing:
      'CoInvest Accra sabit getiriyle değil, satışta kâr paylaşımıyla çalışır. Bir ünite satıldığında kârı, satış fiyatından ünitenin fiyatı ve satış masrafları düşüldükten sonra kalan tutardır. Payınız, ünitedeki sahiplik oranınızın (tutarınızın ünite fiyatına oranı) bu kârla çarpımıdır: ünitenin %10’unu finanse ettiyseniz kârının %10’unu alırsınız. Ünitenin yatırımcıların finanse etmediği kısmı geliştiricisine aittir ve zararına satışta kâr paylaşılmaz. Projelerde gösterilen kâr aralıkları tahmindir, taahhüt değildir.',
    contact:
      'Ekibimize iletişim sayfasından ulaşabilirsiniz; 24 saat içinde yanıt veriyoruz. Çalışma saatlerimiz pazartesi-cuma, GMT ile 09.00-18.00 arasıdır.',
    unknown:
      'Üzgünüm, bunun cevabını bilmiyorum. Ekibimiz yardımcı olabilir: lütfen iletişim sayfasından bize yazın.',
    linkAllProjects: 'Tüm projeler',
    linkContact: 'Bize ulaşın',
    linkKyc: 'KYC doğrulaması',
    linkSignIn: 'Giriş yap',
    types: { residential: 'konut', commercial: 'ticari', 'mixed-use': 'karma kullanım' },
    statuses: {
      planning: 'planlama',
      pre_construction: 'inşaat öncesi',
      under_construction: 'inşaat hâlinde',
      near_completion: 'tamamlanmak üzere',
      completed: 'tamamlandı',
    },
    payFromAbroad:
      'Yurt dışından, panonuzda yatırımınızla birlikte gösterilen emanet hesabına (SWIFT koduyla birlikte) uluslararası banka havalesiyle, ödeme referansınızı belirterek, rezervasyondan itibaren {deadlineDays} içinde ödeme yaparsınız. Ödemeniz ulaştığında ekibimiz onaylar.',
    linkFaq: "SSS'yi okuyun",
  },
  faq: {
    minimumAmount:
      'Ortak alım genellikle {minimumCedis} sediden başlar. Her proje ve birim, kendi sayfasında asgari yatırım tutarını gösterir; para birimi seçiciyle tüm tutarları dilediğiniz para biriminde görüntüleyebilirsiniz.',
    risks:
      'Gayrimenkul yatırımı gerçek riskler taşır: piyasa fiyatları düşebilir, inşaat gecikebilir, sedinin kendi para biriminize karşı kuru aleyhinize değişebilir ve getiriler garanti edilmez. Yatırdığınızdan daha azını geri alabilirsiniz ve paranızı normalde satıştan önce çekemezsiniz. Yalnızca lisanslı ve incelenmiş geliştiricilerle, hukuki sözleşmeler ve emanet hesabı aracılığıyla çalışarak bu riskleri azaltıyoruz, ancak tamamen ortadan kaldıramayız. Yalnızca projenin tamamı boyunca bağlı kalabilecek paranızla yatırım yapın.',
  },
  receipt: {
    title: 'Ödeme makbuzu',
    investor: 'Yatırımcı',
    issued: 'Düzenlenme tarihi',
    payment: 'Ödeme',
    reference: 'Referans',
    paidOn: 'Ödeme tarihi',
    project: 'Proje',
    unit: 'Birim',
    amountCharged: 'Tahsil edilen tutar',
    rate: 'Döviz kuru',
    investmentAmount: 'Yatırım tutarı',
    channel: 'Ödeme yöntemi',
    channels: {
      mobile_money: 'Mobil para',
      card: 'Kart',
    },
    note: 'Bu makbuz, yukarıda belirtilen yatırım için ödeme hizmet sağlayıcımız Paystack aracılığıyla alınan bir ödemeyi onaylar. Cedi cinsinden tutar, ödeme başlatıldığında sabitlenen gösterilen döviz kurundan tahsil edilmiştir.',
  },
};
