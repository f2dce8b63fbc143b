import type { ServerTexts } from '../server-texts.types';

export const ru: ServerTexts = {
  notifications: {
    investmentSubmitted: {
      title: 'Инвестиция оформлена',
      message:
        'Ваша инвестиция на сумму {amount} в {projectTitle} (лот {unitNumber}) ожидает оплаты. Номер платежа: {reference}.',
    },
    paymentConfirmed: {
      title: 'Оплата подтверждена',
      message: 'Ваш платёж на сумму {amount} за {projectTitle} (лот {unitNumber}) подтверждён.',
    },
    investmentCancelled: {
      title: 'Инвестиция отменена',
      message: 'Ваша инвестиция {reference} отменена, бронирование снято.',
    },
    investmentExpired: {
      title: 'Срок инвестиции истёк',
      message:
        'Ваша инвестиция {reference} не была оплачена в течение {deadlineDays}, и срок её действия истёк.',
    },
    interestReceived: {
      title: 'Новая заявка на инвестирование',
      message: 'Новая заявка на сумму {amount} в {projectTitle} ожидает рассмотрения.',
    },
    interestApproved: {
      title: 'Заявка одобрена',
      message:
        'Ваша заявка на участие в {projectTitle} одобрена. Мы свяжемся с вами в течение 24 часов.',
    },
    interestDeclined: {
      title: 'Заявка отклонена',
      message: 'Ваша заявка на участие в {projectTitle} не получила продолжения.',
    },
    unitSold: {
      title: 'Лот продан',
      message:
        'Лот {unitNumber} в {projectTitle} продан. Ваша доля прибыли составляет {profitShare}.',
    },
    kycApproved: {
      title: 'KYC одобрена',
      message:
        'Подтверждение вашей личности одобрено. Теперь вы можете инвестировать во все предложения.',
    },
    kycRejected: {
      title: 'KYC отклонена',
      message: 'Подтверждение вашей личности не одобрено. Причина: {reason}',
    },
    updateVerified: {
      title: 'Прогресс подтверждён',
      message: '{projectTitle}: независимый инспектор подтвердил обновление «{updateTitle}».',
    },
    updateDisputed: {
      title: 'Прогресс оспорен',
      message:
        '{projectTitle}: независимый инспектор оспорил обновление «{updateTitle}». Примечание: {note}',
    },
    milestoneMoved: {
      title: 'График изменён',
      message:
        '{projectTitle}: срок этапа «{milestone}» перенесён с {previousDate} на {newDate}. Причина: {reason}',
    },
    projectNotReporting: {
      title: 'Застройщик не отчитывается',
      message:
        'По проекту {projectTitle} нет отчётов о ходе строительства дольше обещанного застройщиком интервала ({intervalDays}).',
    },
  },
  emails: {
    passwordReset: {
      subject: 'Код для сброса пароля',
      body: `Здравствуйте, {firstName}!

Ваш код для сброса пароля: {code}

Введите его на странице {resetUrl} в течение {ttlMinutes}. Код действует только один раз.
Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо: ваш пароль останется прежним.

Есть вопросы? Напишите нам на {supportEmail}.

CoInvest Accra`,
    },
    emailChange: {
      subject: 'Подтвердите новый адрес электронной почты',
      body: `Здравствуйте!

Ваш код для смены адреса электронной почты: {code}

Введите его на странице {settingsUrl} в течение {ttlMinutes}. Код действует только один раз.
Если вы не просили использовать этот адрес для учётной записи CoInvest Accra, просто проигнорируйте это письмо: ничего не изменится.

Есть вопросы? Напишите нам на {supportEmail}.

CoInvest Accra`,
    },
    emailVerification: {
      subject: 'Подтвердите адрес электронной почты',
      body: `Здравствуйте!

Ваш код подтверждения адреса электронной почты: {code}

Введите его на {verifyUrl} в течение {ttlMinutes}. Код действует один раз.
Если вы не создавали учётную запись CoInvest Accra с этим адресом, просто проигнорируйте это письмо: без кода адрес остаётся неподтверждённым.

Вопросы? Пишите на {supportEmail}.

CoInvest Accra`,
    },
    signInLimited: {
      subject: 'Вход в ваш аккаунт временно приостановлен',
      body: `Здравствуйте, {firstName}!

В ваш аккаунт CoInvest Accra было слишком много неудачных попыток входа, поэтому вход с нового устройства приостановлен на {waitMinutes}. С устройств, с которых вы уже входили, можно по-прежнему войти со своим паролем.

Если это были не вы, возможно, кто-то пытается подобрать ваш пароль. Пока вход приостановлен, аккаунт защищён; если вы используете этот пароль где-то ещё, смените его в настройках: {settingsUrl}

Есть вопросы? Пишите на {supportEmail}.

CoInvest Accra`,
    },
    passwordChanged: {
      subject: 'Ваш пароль изменён',
      body: `Здравствуйте, {firstName}!

Пароль вашего аккаунта CoInvest Accra только что изменён, а на ваших других устройствах выполнен выход.

Если вы его не меняли, немедленно сбросьте пароль на {resetUrl} и напишите на {supportEmail}.

CoInvest Accra`,
    },
    emailChanged: {
      subject: 'Ваш адрес электронной почты изменён',
      body: `Здравствуйте, {firstName}!

Адрес электронной почты вашего аккаунта CoInvest Accra только что изменён на {newEmail}. Письма о вашем аккаунте теперь приходят туда, а на ваших других устройствах выполнен выход.

Если вы не вносили это изменение, немедленно напишите на {supportEmail}.

CoInvest Accra`,
    },
    inspectorInvitation: {
      subject: 'Приглашение стать независимым инспектором',
      body: `Здравствуйте, {firstName}!

CoInvest Accra приглашает вас проверять ход строительства в качестве независимого инспектора.

Ваш код для создания пароля: {code}

Введите его вместе с выбранным паролем на {setPasswordUrl} в течение {ttlDays}. Код действует один раз.
Затем войдите на {signInUrl}, чтобы увидеть назначенные вам проекты.

Есть вопросы? Напишите на {supportEmail}.

CoInvest Accra`,
    },
    investmentCreated: {
      subject: 'Как оплатить инвестицию {reference}',
      body: `Здравствуйте, {firstName}!

Ваша инвестиция на сумму {amount} зарезервирована за вами. Оплатите её до {deadline}, указав код платежа {reference}, чтобы мы могли сопоставить платёж с вашей инвестицией. После этого срока неоплаченные инвестиции аннулируются, а объект снова становится доступным.

Банковский перевод на наш эскроу-счёт:
Банк: {bankName}
Отделение: {branch}
Владелец счёта: {accountName}
Номер счёта: {accountNumber}
Код SWIFT: {swiftCode}

Мобильные платежи:
{mobileMoney}

Как только платёж поступит, администратор подтвердит вашу инвестицию.

CoInvest Accra`,
    },
    notification: {
      subject: '{title}',
      body: `Здравствуйте, {firstName}!

{message}

В настройках учётной записи вы можете выбрать, какие уведомления получать по электронной почте.

CoInvest Accra`,
    },
  },
};
