import type { TLanguageCode } from '@coinvest/contract';
import type { ProjectStatus, ProjectType } from '@coinvest/db';

/**
 * The chatbot's answers in the 15 languages of the site. `{name}` is filled in by fill();
 * every language has the same keys and placeholders (chatbot-texts.test.ts).
 */
export interface ChatbotTexts {
  greeting: string;
  projectsFound: string;
  projectsFoundAll: string;
  projectLine: string;
  moreProjects: string;
  noProjects: string;
  noProjectsAll: string;
  criteriaLocation: string;
  criteriaMinInvestment: string;
  criteriaUnitPrice: string;
  criteriaType: string;
  criteriaStatus: string;
  criteriaSeparator: string;
  projectFacts: string;
  notStated: string;
  kycInfo: string;
  kycSignIn: string;
  kycNone: string;
  kycPending: string;
  kycUnderReview: string;
  kycApproved: string;
  kycExpired: string;
  kycRejected: string;
  kycAdditionalInfo: string;
  profitSharing: string;
  contact: string;
  unknown: string;
  linkAllProjects: string;
  linkContact: string;
  linkKyc: string;
  linkSignIn: string;
  types: Record<ProjectType, string>;
  statuses: Record<ProjectStatus, string>;
}

/** The template with each `{name}` replaced by its value. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export const CHATBOT_TEXTS: Record<TLanguageCode, ChatbotTexts> = {
  en: {
    greeting:
      'Hello! I can tell you about our projects (by location, budget, type or status), the units still available, minimum investments, timelines and profit ranges, how KYC and profit sharing work, and how to reach our team. What would you like to know?',
    projectsFound: 'Projects {criteria}: {count} found.',
    projectsFoundAll: 'Projects on the platform: {count}.',
    projectLine:
      '• {title} ({location}): minimum investment {minInvestment}, unit price {unitPrice}',
    moreProjects: '…and {count} more on the projects page.',
    noProjects: 'No project {criteria} is listed right now. The projects page shows every project.',
    noProjectsAll: 'No projects are listed right now.',
    criteriaLocation: 'in {location}',
    criteriaMinInvestment: 'with a minimum investment of at most {amount}',
    criteriaUnitPrice: 'with a unit price of at most {amount}',
    criteriaType: 'of type {type}',
    criteriaStatus: 'with status {status}',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): {available} of {total} units are open for investment; minimum investment {minInvestment}; timeline {timeline}; profit range {profitRange}.',
    notStated: 'not stated',
    kycInfo:
      'Identity verification (KYC) is required before you invest. On the KYC verification page you give your personal details, an identity document, a proof of address and a selfie. Our team reviews them within 2-3 business days, and an approval stays valid for 12 months.',
    kycSignIn: 'Please sign in to see the status of your own identity verification.',
    kycNone:
      'You have not submitted your identity verification yet. You can start it on the KYC verification page.',
    kycPending:
      'Your identity verification has been received and is waiting for review (2-3 business days).',
    kycUnderReview:
      'Your identity verification is under review; you will hear from us within 2-3 business days.',
    kycApproved: 'Your identity is verified. The approval is valid until {date}.',
    kycExpired:
      'Your identity verification expired on {date}. Please submit it again to keep investing.',
    kycRejected:
      'Your identity verification was not approved. Please check the details and submit it again.',
    kycAdditionalInfo:
      'Our team needs more information to verify your identity. Please update your submission on the KYC verification page.',
    profitSharing:
      'CoInvest Accra works on profit sharing on sale, not on a fixed return. When a unit is sold, its profit is shared among the unit’s confirmed investments in proportion to the amounts invested. The profit ranges shown on projects are estimates, not promises.',
    contact:
      'You can reach our team through the contact page; we reply within 24 hours. Office hours are Monday to Friday, 9 AM to 6 PM GMT.',
    unknown:
      'I’m sorry, I don’t know the answer to that. Our team can help: please write to us through the contact page.',
    linkAllProjects: 'All projects',
    linkContact: 'Contact us',
    linkKyc: 'KYC verification',
    linkSignIn: 'Sign in',
    types: { residential: 'residential', commercial: 'commercial', 'mixed-use': 'mixed-use' },
    statuses: {
      planning: 'planning',
      pre_construction: 'pre-construction',
      under_construction: 'under construction',
      near_completion: 'near completion',
      completed: 'completed',
    },
  },
  fr: {
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
      'CoInvest Accra fonctionne par partage des bénéfices à la vente, et non par rendement fixe. Quand une unité est vendue, son bénéfice est réparti entre les investissements confirmés de cette unité, au prorata des montants investis. Les fourchettes de bénéfice affichées sur les projets sont des estimations, pas des promesses.',
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
  },
  es: {
    greeting:
      '¡Hola! Puedo informarle sobre nuestros proyectos (por ubicación, presupuesto, tipo o estado), las unidades aún disponibles, las inversiones mínimas, los plazos y los rangos de ganancia, cómo funcionan el KYC y el reparto de ganancias, y cómo contactar con nuestro equipo. ¿Qué le gustaría saber?',
    projectsFound: 'Proyectos {criteria}: {count} encontrado(s).',
    projectsFoundAll: 'Proyectos en la plataforma: {count}.',
    projectLine:
      '• {title} ({location}): inversión mínima {minInvestment}, precio por unidad {unitPrice}',
    moreProjects: '…y {count} más en la página de proyectos.',
    noProjects:
      'Ahora mismo no hay ningún proyecto {criteria}. La página de proyectos los muestra todos.',
    noProjectsAll: 'Ahora mismo no hay proyectos publicados.',
    criteriaLocation: 'en {location}',
    criteriaMinInvestment: 'con una inversión mínima de hasta {amount}',
    criteriaUnitPrice: 'con un precio por unidad de hasta {amount}',
    criteriaType: 'de tipo {type}',
    criteriaStatus: 'en estado «{status}»',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): {available} de {total} unidades abiertas a la inversión; inversión mínima {minInvestment}; plazo {timeline}; rango de ganancia {profitRange}.',
    notStated: 'no indicado',
    kycInfo:
      'La verificación de identidad (KYC) es obligatoria antes de invertir. En la página de verificación KYC se indican los datos personales, un documento de identidad, un comprobante de domicilio y un selfi. Nuestro equipo los revisa en 2-3 días hábiles, y la aprobación es válida durante 12 meses.',
    kycSignIn: 'Inicie sesión para ver el estado de su propia verificación de identidad.',
    kycNone:
      'Todavía no ha enviado su verificación de identidad. Puede empezarla en la página de verificación KYC.',
    kycPending:
      'Hemos recibido su verificación de identidad y está pendiente de revisión (2-3 días hábiles).',
    kycUnderReview:
      'Su verificación de identidad está en revisión; tendrá noticias nuestras en 2-3 días hábiles.',
    kycApproved: 'Su identidad está verificada. La aprobación es válida hasta el {date}.',
    kycExpired:
      'Su verificación de identidad caducó el {date}. Envíela de nuevo para seguir invirtiendo.',
    kycRejected:
      'Su verificación de identidad no fue aprobada. Revise sus datos y envíela de nuevo.',
    kycAdditionalInfo:
      'Nuestro equipo necesita más información para verificar su identidad. Actualice su solicitud en la página de verificación KYC.',
    profitSharing:
      'CoInvest Accra funciona con reparto de ganancias en la venta, no con una rentabilidad fija. Cuando se vende una unidad, su ganancia se reparte entre las inversiones confirmadas en esa unidad, en proporción a los importes invertidos. Los rangos de ganancia de los proyectos son estimaciones, no promesas.',
    contact:
      'Puede contactar con nuestro equipo a través de la página de contacto; respondemos en 24 horas. El horario es de lunes a viernes, de 9:00 a 18:00 GMT.',
    unknown:
      'Lo siento, no sé la respuesta. Nuestro equipo puede ayudarle: escríbanos desde la página de contacto.',
    linkAllProjects: 'Todos los proyectos',
    linkContact: 'Contacto',
    linkKyc: 'Verificación KYC',
    linkSignIn: 'Iniciar sesión',
    types: { residential: 'residencial', commercial: 'comercial', 'mixed-use': 'de uso mixto' },
    statuses: {
      planning: 'en planificación',
      pre_construction: 'preconstrucción',
      under_construction: 'en construcción',
      near_completion: 'casi terminado',
      completed: 'terminado',
    },
  },
  de: {
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
      'CoInvest Accra arbeitet mit einer Gewinnbeteiligung beim Verkauf, nicht mit einer festen Rendite. Wird eine Einheit verkauft, wird ihr Gewinn unter den bestätigten Investitionen in diese Einheit im Verhältnis der investierten Beträge aufgeteilt. Die Gewinnspannen der Projekte sind Schätzungen, keine Zusagen.',
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
  },
  zh: {
    greeting:
      '您好！我可以为您介绍我们的项目（按地点、预算、类型或状态筛选）、仍可投资的单元、最低投资额、工期和利润区间，说明身份验证（KYC）和利润分配的方式，并告诉您如何联系我们的团队。您想了解什么？',
    projectsFound: '{criteria}的项目：共 {count} 个。',
    projectsFoundAll: '平台上的项目：共 {count} 个。',
    projectLine: '• {title}（{location}）：最低投资 {minInvestment}，单元价格 {unitPrice}',
    moreProjects: '……另有 {count} 个，请查看项目页面。',
    noProjects: '目前没有{criteria}的项目。项目页面列出了全部项目。',
    noProjectsAll: '目前没有上架的项目。',
    criteriaLocation: '位于 {location}',
    criteriaMinInvestment: '最低投资额不超过 {amount}',
    criteriaUnitPrice: '单元价格不超过 {amount}',
    criteriaType: '类型为{type}',
    criteriaStatus: '状态为“{status}”',
    criteriaSeparator: '、',
    projectFacts:
      '{title}（{location}）：{total} 个单元中有 {available} 个可供投资；最低投资 {minInvestment}；工期 {timeline}；利润区间 {profitRange}。',
    notStated: '未注明',
    kycInfo:
      '投资前须完成身份验证（KYC）。请在 KYC 验证页面填写个人信息，并上传身份证件、地址证明和自拍照。我们的团队会在 2-3 个工作日内完成审核，审核通过后有效期为 12 个月。',
    kycSignIn: '请先登录，才能查看您本人的身份验证状态。',
    kycNone: '您尚未提交身份验证。您可以在 KYC 验证页面开始办理。',
    kycPending: '我们已收到您的身份验证，正在等待审核（2-3 个工作日）。',
    kycUnderReview: '您的身份验证正在审核中，我们会在 2-3 个工作日内给您答复。',
    kycApproved: '您的身份已通过验证，有效期至 {date}。',
    kycExpired: '您的身份验证已于 {date} 过期。请重新提交，以便继续投资。',
    kycRejected: '您的身份验证未获通过。请核对信息后重新提交。',
    kycAdditionalInfo: '我们的团队需要更多信息来验证您的身份。请在 KYC 验证页面补充您的资料。',
    profitSharing:
      'CoInvest Accra 采用出售时分享利润的模式，而不是固定回报。单元售出后，其利润按各笔已确认投资的金额比例，分配给该单元的投资者。项目上显示的利润区间只是估算，并非承诺。',
    contact:
      '您可以通过联系页面联系我们的团队，我们会在 24 小时内回复。办公时间为周一至周五，格林尼治时间上午 9 点至下午 6 点。',
    unknown: '抱歉，这个问题我无法回答。我们的团队可以帮助您：请通过联系页面给我们留言。',
    linkAllProjects: '全部项目',
    linkContact: '联系我们',
    linkKyc: 'KYC 验证',
    linkSignIn: '登录',
    types: { residential: '住宅', commercial: '商业', 'mixed-use': '综合用途' },
    statuses: {
      planning: '规划中',
      pre_construction: '开工前',
      under_construction: '在建',
      near_completion: '即将完工',
      completed: '已完工',
    },
  },
  ar: {
    greeting:
      'مرحباً! يمكنني أن أخبرك عن مشاريعنا (حسب الموقع أو الميزانية أو النوع أو الحالة)، والوحدات التي ما زالت متاحة، والحد الأدنى للاستثمار، والمدة ونطاق الربح، وكيف يعمل التحقق من الهوية (KYC) وتقاسم الأرباح، وكيف تتواصل مع فريقنا. ماذا تودّ أن تعرف؟',
    projectsFound: 'المشاريع {criteria}: عددها {count}.',
    projectsFoundAll: 'المشاريع على المنصة: عددها {count}.',
    projectLine:
      '• {title} ({location}): الحد الأدنى للاستثمار {minInvestment}، سعر الوحدة {unitPrice}',
    moreProjects: '…و{count} غيرها في صفحة المشاريع.',
    noProjects: 'لا يوجد حالياً أي مشروع {criteria}. تعرض صفحة المشاريع جميع المشاريع.',
    noProjectsAll: 'لا توجد مشاريع معروضة حالياً.',
    criteriaLocation: 'في {location}',
    criteriaMinInvestment: 'بحد أدنى للاستثمار لا يتجاوز {amount}',
    criteriaUnitPrice: 'بسعر وحدة لا يتجاوز {amount}',
    criteriaType: 'من النوع {type}',
    criteriaStatus: 'بحالة «{status}»',
    criteriaSeparator: '، ',
    projectFacts:
      '{title} ({location}): {available} من أصل {total} وحدة متاحة للاستثمار؛ الحد الأدنى للاستثمار {minInvestment}؛ المدة {timeline}؛ نطاق الربح {profitRange}.',
    notStated: 'غير محدد',
    kycInfo:
      'التحقق من الهوية (KYC) مطلوب قبل الاستثمار. في صفحة التحقق من الهوية تُدخل بياناتك الشخصية ووثيقة هوية وإثبات عنوان وصورة شخصية. يراجعها فريقنا خلال 2-3 أيام عمل، وتبقى الموافقة سارية لمدة 12 شهراً.',
    kycSignIn: 'يرجى تسجيل الدخول لمعرفة حالة التحقق من هويتك أنت.',
    kycNone: 'لم تُرسل طلب التحقق من هويتك بعد. يمكنك البدء من صفحة التحقق من الهوية.',
    kycPending: 'استلمنا طلب التحقق من هويتك وهو بانتظار المراجعة (2-3 أيام عمل).',
    kycUnderReview: 'طلب التحقق من هويتك قيد المراجعة، وسنرد عليك خلال 2-3 أيام عمل.',
    kycApproved: 'تم التحقق من هويتك. الموافقة سارية حتى {date}.',
    kycExpired: 'انتهت صلاحية التحقق من هويتك في {date}. يرجى إرساله من جديد لمواصلة الاستثمار.',
    kycRejected: 'لم تتم الموافقة على طلب التحقق من هويتك. يرجى مراجعة بياناتك وإرساله من جديد.',
    kycAdditionalInfo:
      'يحتاج فريقنا إلى معلومات إضافية للتحقق من هويتك. يرجى تحديث طلبك في صفحة التحقق من الهوية.',
    profitSharing:
      'تعمل CoInvest Accra بنظام تقاسم الأرباح عند البيع، لا بعائد ثابت. عند بيع وحدة، يُوزَّع ربحها على الاستثمارات المؤكدة فيها بنسبة المبالغ المستثمرة. نطاقات الربح المعروضة في المشاريع تقديرات وليست وعوداً.',
    contact:
      'يمكنك التواصل مع فريقنا عبر صفحة الاتصال، ونرد خلال 24 ساعة. ساعات العمل من الاثنين إلى الجمعة، من 9 صباحاً حتى 6 مساءً بتوقيت غرينتش.',
    unknown: 'عذراً، لا أعرف الإجابة عن ذلك. يسعد فريقنا بمساعدتك: راسلنا عبر صفحة الاتصال.',
    linkAllProjects: 'جميع المشاريع',
    linkContact: 'اتصل بنا',
    linkKyc: 'التحقق من الهوية',
    linkSignIn: 'تسجيل الدخول',
    types: { residential: 'سكني', commercial: 'تجاري', 'mixed-use': 'متعدد الاستخدامات' },
    statuses: {
      planning: 'قيد التخطيط',
      pre_construction: 'ما قبل البناء',
      under_construction: 'قيد الإنشاء',
      near_completion: 'على وشك الاكتمال',
      completed: 'مكتمل',
    },
  },
  pt: {
    greeting:
      'Olá! Posso falar sobre os nossos projetos (por localização, orçamento, tipo ou estado), as unidades ainda disponíveis, os investimentos mínimos, os prazos e as faixas de lucro, como funcionam o KYC e a partilha de lucros, e como contactar a nossa equipa. O que gostaria de saber?',
    projectsFound: 'Projetos {criteria}: {count} encontrado(s).',
    projectsFoundAll: 'Projetos na plataforma: {count}.',
    projectLine:
      '• {title} ({location}): investimento mínimo {minInvestment}, preço da unidade {unitPrice}',
    moreProjects: '…e mais {count} na página de projetos.',
    noProjects:
      'Neste momento não há nenhum projeto {criteria}. A página de projetos mostra todos.',
    noProjectsAll: 'Neste momento não há projetos publicados.',
    criteriaLocation: 'em {location}',
    criteriaMinInvestment: 'com investimento mínimo até {amount}',
    criteriaUnitPrice: 'com preço por unidade até {amount}',
    criteriaType: 'do tipo {type}',
    criteriaStatus: 'com o estado «{status}»',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): {available} de {total} unidades abertas ao investimento; investimento mínimo {minInvestment}; prazo {timeline}; faixa de lucro {profitRange}.',
    notStated: 'sem indicação',
    kycInfo:
      'A verificação de identidade (KYC) é obrigatória antes de investir. Na página de verificação KYC indica os seus dados pessoais, um documento de identificação, um comprovativo de morada e uma selfie. A nossa equipa analisa tudo em 2 a 3 dias úteis, e a aprovação é válida por 12 meses.',
    kycSignIn: 'Inicie sessão para ver o estado da sua própria verificação de identidade.',
    kycNone:
      'Ainda não enviou a sua verificação de identidade. Pode começá-la na página de verificação KYC.',
    kycPending:
      'Recebemos a sua verificação de identidade e ela aguarda análise (2 a 3 dias úteis).',
    kycUnderReview:
      'A sua verificação de identidade está em análise; terá notícias nossas em 2 a 3 dias úteis.',
    kycApproved: 'A sua identidade está verificada. A aprovação é válida até {date}.',
    kycExpired:
      'A sua verificação de identidade expirou em {date}. Envie-a novamente para continuar a investir.',
    kycRejected:
      'A sua verificação de identidade não foi aprovada. Reveja os seus dados e envie-a novamente.',
    kycAdditionalInfo:
      'A nossa equipa precisa de mais informações para verificar a sua identidade. Atualize o seu pedido na página de verificação KYC.',
    profitSharing:
      'A CoInvest Accra funciona com partilha de lucros na venda, não com um retorno fixo. Quando uma unidade é vendida, o seu lucro é repartido entre os investimentos confirmados nessa unidade, na proporção dos valores investidos. As faixas de lucro dos projetos são estimativas, não promessas.',
    contact:
      'Pode contactar a nossa equipa através da página de contacto; respondemos em 24 horas. O horário é de segunda a sexta, das 9h às 18h GMT.',
    unknown:
      'Lamento, não sei a resposta. A nossa equipa pode ajudar: escreva-nos através da página de contacto.',
    linkAllProjects: 'Todos os projetos',
    linkContact: 'Contacte-nos',
    linkKyc: 'Verificação KYC',
    linkSignIn: 'Iniciar sessão',
    types: { residential: 'residencial', commercial: 'comercial', 'mixed-use': 'de uso misto' },
    statuses: {
      planning: 'em planeamento',
      pre_construction: 'pré-construção',
      under_construction: 'em construção',
      near_completion: 'quase concluído',
      completed: 'concluído',
    },
  },
  hi: {
    greeting:
      'नमस्ते! मैं आपको हमारे प्रोजेक्ट (स्थान, बजट, प्रकार या स्थिति के अनुसार), अब भी उपलब्ध यूनिट, न्यूनतम निवेश, समय-सीमा और लाभ की सीमा के बारे में बता सकता हूँ, यह समझा सकता हूँ कि KYC और लाभ का बँटवारा कैसे होता है, और हमारी टीम से कैसे संपर्क करें। आप क्या जानना चाहेंगे?',
    projectsFound: '{criteria} प्रोजेक्ट: कुल {count}।',
    projectsFoundAll: 'प्लैटफ़ॉर्म पर प्रोजेक्ट: कुल {count}।',
    projectLine: '• {title} ({location}): न्यूनतम निवेश {minInvestment}, यूनिट की कीमत {unitPrice}',
    moreProjects: '…और {count} प्रोजेक्ट, प्रोजेक्ट पेज पर देखें।',
    noProjects: 'अभी {criteria} कोई प्रोजेक्ट उपलब्ध नहीं है। प्रोजेक्ट पेज पर सभी प्रोजेक्ट दिखते हैं।',
    noProjectsAll: 'अभी कोई प्रोजेक्ट सूचीबद्ध नहीं है।',
    criteriaLocation: '{location} में',
    criteriaMinInvestment: 'अधिकतम {amount} के न्यूनतम निवेश वाले',
    criteriaUnitPrice: 'अधिकतम {amount} की यूनिट कीमत वाले',
    criteriaType: '{type} प्रकार के',
    criteriaStatus: '"{status}" स्थिति वाले',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): {total} में से {available} यूनिट निवेश के लिए खुली हैं; न्यूनतम निवेश {minInvestment}; समय-सीमा {timeline}; लाभ की सीमा {profitRange}।',
    notStated: 'नहीं बताई गई',
    kycInfo:
      'निवेश से पहले पहचान सत्यापन (KYC) ज़रूरी है। KYC सत्यापन पेज पर आप अपनी निजी जानकारी, एक पहचान दस्तावेज़, पते का प्रमाण और एक सेल्फ़ी देते हैं। हमारी टीम 2-3 कार्यदिवसों में इनकी जाँच करती है, और स्वीकृति 12 महीने तक मान्य रहती है।',
    kycSignIn: 'अपने पहचान सत्यापन की स्थिति देखने के लिए कृपया साइन इन करें।',
    kycNone: 'आपने अभी तक अपना पहचान सत्यापन जमा नहीं किया है। आप इसे KYC सत्यापन पेज पर शुरू कर सकते हैं।',
    kycPending: 'आपका पहचान सत्यापन हमें मिल गया है और जाँच की प्रतीक्षा में है (2-3 कार्यदिवस)।',
    kycUnderReview: 'आपके पहचान सत्यापन की जाँच चल रही है; 2-3 कार्यदिवसों में हम आपको सूचित करेंगे।',
    kycApproved: 'आपकी पहचान सत्यापित है। स्वीकृति {date} तक मान्य है।',
    kycExpired:
      'आपका पहचान सत्यापन {date} को समाप्त हो गया। निवेश जारी रखने के लिए कृपया इसे फिर से जमा करें।',
    kycRejected: 'आपका पहचान सत्यापन स्वीकृत नहीं हुआ। कृपया अपनी जानकारी जाँचकर इसे फिर से जमा करें।',
    kycAdditionalInfo:
      'आपकी पहचान सत्यापित करने के लिए हमारी टीम को और जानकारी चाहिए। कृपया KYC सत्यापन पेज पर अपना आवेदन अपडेट करें।',
    profitSharing:
      'CoInvest Accra बिक्री पर लाभ के बँटवारे के मॉडल पर काम करता है, तय रिटर्न पर नहीं। जब कोई यूनिट बिकती है, तो उसका लाभ उस यूनिट के पुष्ट निवेशों में, निवेश की गई राशि के अनुपात में बाँटा जाता है। प्रोजेक्ट पर दिखाई गई लाभ की सीमाएँ अनुमान हैं, वादा नहीं।',
    contact:
      'आप संपर्क पेज के ज़रिए हमारी टीम से जुड़ सकते हैं; हम 24 घंटे के भीतर जवाब देते हैं। कार्यालय का समय सोमवार से शुक्रवार, सुबह 9 बजे से शाम 6 बजे (GMT) तक है।',
    unknown:
      'माफ़ कीजिए, मुझे इसका जवाब नहीं पता। हमारी टीम आपकी मदद कर सकती है: कृपया संपर्क पेज से हमें लिखें।',
    linkAllProjects: 'सभी प्रोजेक्ट',
    linkContact: 'संपर्क करें',
    linkKyc: 'KYC सत्यापन',
    linkSignIn: 'साइन इन करें',
    types: { residential: 'आवासीय', commercial: 'वाणिज्यिक', 'mixed-use': 'मिश्रित उपयोग' },
    statuses: {
      planning: 'योजना चरण',
      pre_construction: 'निर्माण-पूर्व',
      under_construction: 'निर्माणाधीन',
      near_completion: 'पूरा होने के करीब',
      completed: 'पूर्ण',
    },
  },
  ja: {
    greeting:
      'こんにちは！当社のプロジェクト（所在地・予算・種類・ステータス別）、まだ投資できるユニット、最低投資額、期間や利益の幅についてご案内できます。本人確認（KYC）や利益分配の仕組み、チームへの連絡方法もお伝えします。何をお知りになりたいですか？',
    projectsFound: '{criteria}のプロジェクト：{count}件見つかりました。',
    projectsFoundAll: '掲載中のプロジェクト：{count}件。',
    projectLine: '• {title}（{location}）：最低投資額 {minInvestment}、ユニット価格 {unitPrice}',
    moreProjects: '…ほか{count}件はプロジェクトページでご覧いただけます。',
    noProjects:
      '現在、{criteria}のプロジェクトはありません。すべてのプロジェクトはプロジェクトページでご覧いただけます。',
    noProjectsAll: '現在掲載中のプロジェクトはありません。',
    criteriaLocation: '{location}にある',
    criteriaMinInvestment: '最低投資額が{amount}以下の',
    criteriaUnitPrice: 'ユニット価格が{amount}以下の',
    criteriaType: '{type}タイプの',
    criteriaStatus: 'ステータスが「{status}」の',
    criteriaSeparator: '、',
    projectFacts:
      '{title}（{location}）：全{total}ユニット中{available}ユニットが投資可能、最低投資額 {minInvestment}、期間 {timeline}、利益の幅 {profitRange}。',
    notStated: '記載なし',
    kycInfo:
      '投資の前に本人確認（KYC）が必要です。KYC認証ページで個人情報を入力し、本人確認書類、住所証明書類、自撮り写真を提出してください。当社チームが2〜3営業日以内に審査し、承認は12か月間有効です。',
    kycSignIn: 'ご自身の本人確認の状況を見るには、サインインしてください。',
    kycNone: '本人確認はまだ提出されていません。KYC認証ページから手続きを始められます。',
    kycPending: '本人確認の書類を受け付けました。審査をお待ちください（2〜3営業日）。',
    kycUnderReview: '本人確認は審査中です。2〜3営業日以内にご連絡します。',
    kycApproved: '本人確認は完了しています。承認の有効期限は{date}です。',
    kycExpired: '本人確認の有効期限は{date}に切れました。投資を続けるには、再度提出してください。',
    kycRejected: '本人確認は承認されませんでした。内容をご確認のうえ、再度提出してください。',
    kycAdditionalInfo:
      '本人確認のため、追加の情報が必要です。KYC認証ページで申請内容を更新してください。',
    profitSharing:
      'CoInvest Accraは固定利回りではなく、売却時に利益を分配する仕組みです。ユニットが売却されると、その利益は確定済みの投資に、投資額の割合に応じて分配されます。プロジェクトに表示される利益の幅は見込みであり、保証ではありません。',
    contact:
      'お問い合わせページから当社チームにご連絡いただけます。24時間以内にご返信します。営業時間は月曜〜金曜、午前9時〜午後6時（GMT）です。',
    unknown:
      '申し訳ありませんが、その質問にはお答えできません。お問い合わせページからご連絡いただければ、チームがお手伝いします。',
    linkAllProjects: 'すべてのプロジェクト',
    linkContact: 'お問い合わせ',
    linkKyc: 'KYC認証',
    linkSignIn: 'サインイン',
    types: { residential: '住宅', commercial: '商業', 'mixed-use': '複合用途' },
    statuses: {
      planning: '計画中',
      pre_construction: '着工前',
      under_construction: '建設中',
      near_completion: '完成間近',
      completed: '完成済み',
    },
  },
  ko: {
    greeting:
      '안녕하세요! 저희 프로젝트(지역, 예산, 유형, 상태별), 아직 투자 가능한 유닛, 최소 투자금, 기간과 수익 범위를 안내해 드리고, KYC와 수익 배분 방식, 저희 팀에 연락하는 방법도 알려 드릴 수 있습니다. 무엇이 궁금하신가요?',
    projectsFound: '{criteria} 프로젝트: {count}건을 찾았습니다.',
    projectsFoundAll: '플랫폼의 프로젝트: {count}건.',
    projectLine: '• {title}({location}): 최소 투자금 {minInvestment}, 유닛 가격 {unitPrice}',
    moreProjects: '…그 밖에 {count}건은 프로젝트 페이지에서 보실 수 있습니다.',
    noProjects:
      '현재 {criteria} 프로젝트가 없습니다. 프로젝트 페이지에서 모든 프로젝트를 보실 수 있습니다.',
    noProjectsAll: '현재 등록된 프로젝트가 없습니다.',
    criteriaLocation: '{location}에 있는',
    criteriaMinInvestment: '최소 투자금이 {amount} 이하인',
    criteriaUnitPrice: '유닛 가격이 {amount} 이하인',
    criteriaType: '{type} 유형의',
    criteriaStatus: '상태가 "{status}"인',
    criteriaSeparator: ', ',
    projectFacts:
      '{title}({location}): 전체 {total}개 유닛 중 {available}개 투자 가능, 최소 투자금 {minInvestment}, 기간 {timeline}, 수익 범위 {profitRange}.',
    notStated: '명시되지 않음',
    kycInfo:
      '투자하기 전에 본인 인증(KYC)이 필요합니다. KYC 인증 페이지에서 개인 정보를 입력하고 신분증, 주소 증빙 서류, 셀카를 제출해 주세요. 저희 팀이 영업일 기준 2~3일 안에 검토하며, 승인은 12개월 동안 유효합니다.',
    kycSignIn: '본인의 인증 상태를 확인하려면 로그인해 주세요.',
    kycNone: '아직 본인 인증을 제출하지 않으셨습니다. KYC 인증 페이지에서 시작하실 수 있습니다.',
    kycPending: '본인 인증 서류가 접수되어 검토를 기다리고 있습니다(영업일 기준 2~3일).',
    kycUnderReview: '본인 인증을 검토하고 있습니다. 영업일 기준 2~3일 안에 알려 드리겠습니다.',
    kycApproved: '본인 인증이 완료되었습니다. 승인은 {date}까지 유효합니다.',
    kycExpired: '본인 인증이 {date}에 만료되었습니다. 계속 투자하시려면 다시 제출해 주세요.',
    kycRejected: '본인 인증이 승인되지 않았습니다. 정보를 확인하신 뒤 다시 제출해 주세요.',
    kycAdditionalInfo:
      '본인 인증을 위해 추가 정보가 필요합니다. KYC 인증 페이지에서 제출 내용을 보완해 주세요.',
    profitSharing:
      'CoInvest Accra는 고정 수익이 아니라 매각 시 수익을 나누는 방식입니다. 유닛이 매각되면 그 수익은 해당 유닛의 확정된 투자에 투자 금액 비율대로 배분됩니다. 프로젝트에 표시된 수익 범위는 예상치일 뿐 약속이 아닙니다.',
    contact:
      '문의 페이지를 통해 저희 팀에 연락하실 수 있으며, 24시간 안에 답변해 드립니다. 업무 시간은 월요일부터 금요일, 오전 9시부터 오후 6시(GMT)까지입니다.',
    unknown:
      '죄송하지만 그 질문에는 답을 드리기 어렵습니다. 문의 페이지로 연락 주시면 저희 팀이 도와드리겠습니다.',
    linkAllProjects: '전체 프로젝트',
    linkContact: '문의하기',
    linkKyc: 'KYC 인증',
    linkSignIn: '로그인',
    types: { residential: '주거용', commercial: '상업용', 'mixed-use': '복합 용도' },
    statuses: {
      planning: '기획 중',
      pre_construction: '착공 전',
      under_construction: '공사 중',
      near_completion: '준공 임박',
      completed: '준공 완료',
    },
  },
  ru: {
    greeting:
      'Здравствуйте! Я могу рассказать о наших проектах (по местоположению, бюджету, типу или статусу), о свободных юнитах, минимальных инвестициях, сроках и диапазоне прибыли, объяснить, как устроены проверка личности (KYC) и распределение прибыли, и подсказать, как связаться с нашей командой. Что вас интересует?',
    projectsFound: 'Проекты {criteria}: найдено {count}.',
    projectsFoundAll: 'Проектов на платформе: {count}.',
    projectLine:
      '• {title} ({location}): минимальная инвестиция {minInvestment}, цена юнита {unitPrice}',
    moreProjects: '…и ещё {count} на странице проектов.',
    noProjects: 'Сейчас нет проектов {criteria}. Все проекты собраны на странице проектов.',
    noProjectsAll: 'Сейчас нет опубликованных проектов.',
    criteriaLocation: 'в районе {location}',
    criteriaMinInvestment: 'с минимальной инвестицией не более {amount}',
    criteriaUnitPrice: 'с ценой юнита не более {amount}',
    criteriaType: 'типа «{type}»',
    criteriaStatus: 'со статусом «{status}»',
    criteriaSeparator: ', ',
    projectFacts:
      '{title} ({location}): открыто для инвестиций юнитов — {available} из {total}; минимальная инвестиция {minInvestment}; срок {timeline}; диапазон прибыли {profitRange}.',
    notStated: 'не указан',
    kycInfo:
      'Перед инвестированием нужно пройти проверку личности (KYC). На странице верификации KYC вы указываете личные данные и загружаете документ, удостоверяющий личность, подтверждение адреса и селфи. Наша команда проверяет их за 2–3 рабочих дня, а одобрение действует 12 месяцев.',
    kycSignIn: 'Войдите в аккаунт, чтобы увидеть статус своей проверки личности.',
    kycNone:
      'Вы ещё не отправили документы на проверку личности. Начать можно на странице верификации KYC.',
    kycPending:
      'Ваша заявка на проверку личности получена и ожидает рассмотрения (2–3 рабочих дня).',
    kycUnderReview:
      'Ваша заявка на проверку личности рассматривается; мы ответим в течение 2–3 рабочих дней.',
    kycApproved: 'Ваша личность подтверждена. Одобрение действует до {date}.',
    kycExpired:
      'Срок действия вашей проверки личности истёк {date}. Отправьте заявку снова, чтобы продолжить инвестировать.',
    kycRejected:
      'Ваша заявка на проверку личности не одобрена. Проверьте данные и отправьте её снова.',
    kycAdditionalInfo:
      'Чтобы подтвердить вашу личность, нашей команде нужны дополнительные сведения. Дополните заявку на странице верификации KYC.',
    profitSharing:
      'CoInvest Accra работает по модели распределения прибыли при продаже, а не фиксированной доходности. Когда юнит продан, его прибыль делится между подтверждёнными инвестициями в этот юнит пропорционально вложенным суммам. Диапазоны прибыли в проектах — это оценки, а не обещания.',
    contact:
      'Связаться с нашей командой можно через страницу контактов; мы отвечаем в течение 24 часов. Часы работы: с понедельника по пятницу, с 9:00 до 18:00 по GMT.',
    unknown:
      'К сожалению, я не знаю ответа на этот вопрос. Наша команда поможет: напишите нам через страницу контактов.',
    linkAllProjects: 'Все проекты',
    linkContact: 'Связаться с нами',
    linkKyc: 'Верификация KYC',
    linkSignIn: 'Войти',
    types: {
      residential: 'жилой',
      commercial: 'коммерческий',
      'mixed-use': 'смешанного назначения',
    },
    statuses: {
      planning: 'планирование',
      pre_construction: 'до начала строительства',
      under_construction: 'строится',
      near_completion: 'почти завершён',
      completed: 'завершён',
    },
  },
  it: {
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
      'CoInvest Accra funziona con la ripartizione degli utili alla vendita, non con un rendimento fisso. Quando un’unità viene venduta, il suo profitto viene suddiviso tra gli investimenti confermati in quell’unità, in proporzione agli importi investiti. Gli intervalli di profitto indicati nei progetti sono stime, non promesse.',
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
  },
  tr: {
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
      'CoInvest Accra sabit getiriyle değil, satışta kâr paylaşımıyla çalışır. Bir ünite satıldığında kârı, o ünitedeki onaylanmış yatırımlar arasında yatırılan tutarlarla orantılı olarak paylaştırılır. Projelerde gösterilen kâr aralıkları tahmindir, taahhüt değildir.',
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
  },
  nl: {
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
      'CoInvest Accra werkt met winstdeling bij verkoop, niet met een vast rendement. Wordt een unit verkocht, dan wordt de winst verdeeld over de bevestigde investeringen in die unit, naar verhouding van de geïnvesteerde bedragen. De winstmarges bij projecten zijn schattingen, geen beloftes.',
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
  },
  sw: {
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
      'CoInvest Accra hufanya kazi kwa kugawana faida wakati wa mauzo, si kwa mapato ya kudumu. Kipande kinapouzwa, faida yake hugawanywa kati ya uwekezaji uliothibitishwa katika kipande hicho kulingana na kiasi kilichowekezwa. Viwango vya faida vinavyoonyeshwa kwenye miradi ni makadirio, si ahadi.',
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
  },
};
