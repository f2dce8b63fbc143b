import type { ServerTexts } from '../server-texts.types';

export const ar: ServerTexts = {
  notifications: {
    paymentInstructionsChanged: {
      title: 'تغيّرت تفاصيل الدفع',
      message:
        'تغيّر الحساب الذي تدفع فيه قيمة استثمارك المعلّق (أصبح الآن لدى {bankName}). ادفع فقط وفق التفاصيل المعروضة الآن في لوحة التحكم، وليس وفق التفاصيل السابقة.',
    },
    investmentSubmitted: {
      title: 'تم تقديم الاستثمار',
      message:
        'استثماركم بمبلغ {amount} في {projectTitle} (الوحدة {unitNumber}) بانتظار الدفع. المرجع {reference}.',
    },
    paymentConfirmed: {
      title: 'تم تأكيد الدفع',
      message: 'تم تأكيد دفعتكم بمبلغ {amount} لمشروع {projectTitle} (الوحدة {unitNumber}).',
    },
    investmentCancelled: {
      title: 'تم إلغاء الاستثمار',
      message: 'تم إلغاء استثماركم {reference} وتحرير الحجز المرتبط به.',
    },
    investmentExpired: {
      title: 'انتهت صلاحية الاستثمار',
      message: 'لم يُسدَّد استثماركم {reference} خلال {deadlineDays} وقد انتهت صلاحيته.',
    },
    interestReceived: {
      title: 'إبداء اهتمام جديد بالاستثمار',
      message: 'إبداء اهتمام جديد بمبلغ {amount} في {projectTitle} بانتظار المراجعة.',
    },
    interestApproved: {
      title: 'تمت الموافقة على الاهتمام',
      message: 'تمت الموافقة على اهتمامكم بمشروع {projectTitle}. سنتواصل معكم خلال 24 ساعة.',
    },
    interestDeclined: {
      title: 'لم تتم الموافقة على الاهتمام',
      message: 'لم تتم متابعة اهتمامكم بمشروع {projectTitle}.',
    },
    unitSold: {
      title: 'تم بيع الوحدة',
      message: 'تم بيع الوحدة {unitNumber} من {projectTitle}. حصتكم من الأرباح {profitShare}.',
    },
    kycApproved: {
      title: 'تمت الموافقة على التحقق من الهوية',
      message: 'تمت الموافقة على التحقق من هويتكم. يمكنكم الآن الاستثمار في جميع الفرص.',
    },
    kycRejected: {
      title: 'تم رفض التحقق من الهوية',
      message: 'لم تتم الموافقة على التحقق من هويتكم. السبب: {reason}',
    },
    updateVerified: {
      title: 'تم التحقق من التقدم',
      message: '{projectTitle}: أكّد مفتش مستقل التحديث «{updateTitle}».',
    },
    updateDisputed: {
      title: 'اعتراض على التقدم',
      message: '{projectTitle}: اعترض مفتش مستقل على التحديث «{updateTitle}». ملاحظة: {note}',
    },
    milestoneMoved: {
      title: 'تغيّر الجدول الزمني',
      message:
        '{projectTitle}: نُقل موعد المرحلة «{milestone}» من {previousDate} إلى {newDate}. السبب: {reason}',
    },
    projectNotReporting: {
      title: 'المطوّر لا يقدّم تقارير',
      message:
        'لم يُنشر أي تحديث عن تقدّم {projectTitle} منذ أكثر من {intervalDays}، وهي المدة التي تعهّد بها المطوّر.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'رمز إعادة تعيين كلمة المرور',
      body: `مرحبًا {firstName}،

رمز إعادة تعيين كلمة المرور الخاص بكم هو: {code}

أدخلوه في {resetUrl} خلال {ttlMinutes}. يمكن استخدامه مرة واحدة فقط.
إذا لم تطلبوا إعادة تعيين كلمة المرور، فتجاهلوا هذه الرسالة: ستبقى كلمة المرور كما هي.

لديكم أسئلة؟ راسلونا على {supportEmail}.

CoInvest Accra`,
    },
    emailChange: {
      subject: 'أكّدوا عنوان بريدكم الإلكتروني الجديد',
      body: `مرحبًا،

رمز تغيير البريد الإلكتروني الخاص بكم هو: {code}

أدخلوه في {settingsUrl} خلال {ttlMinutes}. يمكن استخدامه مرة واحدة فقط.
إذا لم تطلبوا استخدام هذا العنوان لحساب في CoInvest Accra، فتجاهلوا هذه الرسالة: لن يتغير شيء.

لديكم أسئلة؟ راسلونا على {supportEmail}.

CoInvest Accra`,
    },
    emailVerification: {
      subject: 'تحقّقوا من عنوان بريدكم الإلكتروني',
      body: `مرحبًا،

رمز التحقق من بريدكم الإلكتروني هو: {code}

أدخلوه على {verifyUrl} خلال {ttlMinutes}. يصلح الرمز مرة واحدة فقط.
إن لم تُنشئوا حسابًا في CoInvest Accra بهذا العنوان، فتجاهلوا هذه الرسالة: من دون الرمز يبقى العنوان غير مُتحقَّق منه.

لديكم أسئلة؟ راسلونا على {supportEmail}.

CoInvest Accra`,
    },
    signInLimited: {
      subject: 'تم إيقاف تسجيل الدخول إلى حسابكم مؤقتًا',
      body: `مرحبًا {firstName}،

حدثت محاولات تسجيل دخول فاشلة كثيرة على حسابكم في CoInvest Accra، لذلك تم إيقاف تسجيل الدخول من جهاز جديد لمدة {waitMinutes}. ما زال بإمكان الأجهزة التي سجلتم الدخول منها سابقًا تسجيل الدخول بكلمة المرور.

إذا لم تكونوا أنتم، فقد يحاول شخص ما تخمين كلمة المرور. يبقى حسابكم آمنًا أثناء الإيقاف؛ وإذا كنتم تستخدمون كلمة المرور نفسها في مكان آخر، فغيّروها من الإعدادات: {settingsUrl}

لديكم أسئلة؟ راسلونا على {supportEmail}.

CoInvest Accra`,
      staffBody: `مرحبًا {firstName}،

حدثت محاولات تسجيل دخول فاشلة كثيرة على حساب الموظف الخاص بكم في CoInvest Accra، لذلك تم إيقاف تسجيل الدخول إلى موقع الإدارة من جهاز جديد لمدة {waitMinutes}. ما زال بإمكان الأجهزة التي سجلتم الدخول منها سابقًا تسجيل الدخول بكلمة المرور.

إذا لم تكونوا أنتم، فقد يحاول شخص ما تخمين كلمة المرور. يبقى حسابكم آمنًا أثناء الإيقاف. وإذا كنتم تستخدمون كلمة المرور نفسها في مكان آخر، فاختاروا كلمة مرور جديدة برمز نرسله إليكم بالبريد الإلكتروني: {resetUrl}
ثم سجّلوا الدخول إلى موقع الإدارة كالمعتاد: {signInUrl}
يرجى أيضًا إبلاغ المسؤولين.

لديكم أسئلة؟ راسلونا على {supportEmail}.

CoInvest Accra`,
    },
    passwordChanged: {
      subject: 'تم تغيير كلمة المرور',
      body: `مرحبًا {firstName}،

تم للتو تغيير كلمة المرور لحسابكم في CoInvest Accra، وتم تسجيل خروج أجهزتكم الأخرى.

إذا لم تقوموا بهذا التغيير، فأعيدوا تعيين كلمة المرور فورًا على {resetUrl} وراسلونا على {supportEmail}.

CoInvest Accra`,
    },
    emailChanged: {
      subject: 'تم تغيير عنوان بريدكم الإلكتروني',
      body: `مرحبًا {firstName}،

تم للتو تغيير عنوان البريد الإلكتروني لحسابكم في CoInvest Accra إلى {newEmail}. تُرسل رسائل حسابكم الآن إلى هذا العنوان، وتم تسجيل خروج أجهزتكم الأخرى.

إذا لم تقوموا بهذا التغيير، فراسلونا فورًا على {supportEmail}.

CoInvest Accra`,
    },
    inspectorInvitation: {
      subject: 'دعوة للعمل مفتشًا مستقلًا',
      body: `مرحبًا {firstName}،

تدعوك CoInvest Accra إلى التحقق من تقدّم أعمال البناء بصفتك مفتشًا مستقلًا.

رمز تعيين كلمة المرور الخاص بك هو: {code}

أدخله مع كلمة مرور من اختيارك على {setPasswordUrl} خلال {ttlDays}. لا يصلح إلا مرة واحدة.
ثم سجّل الدخول على {signInUrl} لترى المشاريع المسندة إليك.

لديك أسئلة؟ راسلنا على {supportEmail}.

CoInvest Accra`,
    },
    investmentCreated: {
      subject: 'طريقة دفع استثمارك {reference}',
      body: `مرحبًا {firstName}،

استثمارك بمبلغ {amount} محجوز لك. يُرجى دفعه قبل {deadline} مع ذكر مرجع الدفع {reference} حتى نتمكن من مطابقة دفعتك مع استثمارك. تنتهي صلاحية الاستثمارات غير المدفوعة بعد هذا الموعد ويُتاح الوحدة من جديد.

تحويل بنكي إلى حساب الضمان الخاص بنا:
البنك: {bankName}
الفرع: {branch}
اسم صاحب الحساب: {accountName}
رقم الحساب: {accountNumber}
رمز SWIFT: {swiftCode}

الأموال عبر الهاتف المحمول:
{mobileMoney}

يؤكد أحد المسؤولين استثمارك فور وصول دفعتك.

CoInvest Accra`,
    },
    secondFactorEnabled: {
      subject: 'تم تفعيل تسجيل الدخول بخطوتين',
      body: `مرحبًا {firstName}،

تم للتو تفعيل تسجيل الدخول بخطوتين لحسابكم في CoInvest Accra، وتم تسجيل خروج أجهزتكم الأخرى. من الآن فصاعدًا، يطلب تسجيل الدخول رمزًا من تطبيق المصادقة بعد كلمة المرور.

إذا لم تقوموا بذلك، فقد يعرف شخص ما كلمة المرور الخاصة بكم: أعيدوا تعيينها فورًا على {resetUrl} وراسلونا على {supportEmail}.

CoInvest Accra`,
    },
    secondFactorDisabled: {
      subject: 'تم إيقاف تسجيل الدخول بخطوتين',
      body: `مرحبًا {firstName}،

تم للتو إيقاف تسجيل الدخول بخطوتين لحسابكم في CoInvest Accra، وتم تسجيل خروج أجهزتكم الأخرى. أصبح تسجيل الدخول يطلب كلمة المرور فقط.

إذا لم تقوموا بذلك، فأعيدوا تعيين كلمة المرور فورًا على {resetUrl}، وفعّلوا تسجيل الدخول بخطوتين مجددًا من الإعدادات، وراسلونا على {supportEmail}.

CoInvest Accra`,
    },
    secondFactorLocked: {
      subject: 'شخص ما يعرف كلمة المرور الخاصة بكم: تم قفل تسجيل الدخول بخطوتين',
      body: `مرحبًا {firstName}،

سجّل شخص ما الدخول إلى حسابكم في CoInvest Accra بكلمة المرور الخاصة بكم، ثم أدخل رموزًا خاطئة كثيرة لتسجيل الدخول بخطوتين. لحماية حسابكم، تم قفل تسجيل الدخول بخطوتين: لن يُقبل أي رمز حتى تفتحوا القفل.

إذا كنتم أنتم، فافتحوا القفل بهذا الرابط خلال {ttlDays} (يعمل مرة واحدة):
{unlockUrl}

إذا لم تكونوا أنتم، فهناك من يعرف كلمة المرور الخاصة بكم. لا تستخدموا الرابط؛ أعيدوا تعيين كلمة المرور فورًا على {resetUrl} وراسلونا على {supportEmail}.

CoInvest Accra`,
    },
    notification: {
      subject: '{title}',
      body: `مرحبًا {firstName}،

{message}

يمكنكم اختيار الإشعارات التي تصلكم بالبريد الإلكتروني من إعدادات حسابكم.

CoInvest Accra`,
    },
  },
};
