import type { ServerTexts } from '../server-texts.types';

export const es: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: 'Pago reembolsado',
      message:
        'Su pago {reference} de {refundAmount} {currency} no pudo aplicarse a su inversión y se le ha reembolsado.',
    },
    paymentInstructionsChanged: {
      title: 'Datos de pago modificados',
      message:
        'La cuenta en la que pagar su inversión pendiente ha cambiado (ahora en {bankName}). Pague solo con los datos que ahora aparecen en su panel, no con los anteriores.',
    },
    escrowReleased: {
      title: 'Fondos liberados del depósito',
      message:
        '{projectTitle}: se liberaron {cedis} GHS del depósito en garantía al promotor por el hito «{milestone}», aprobado por un inspector independiente.',
    },
    escrowReleasedOpening: {
      title: 'Fondos liberados del depósito',
      message:
        '{projectTitle}: se liberaron {cedis} GHS del depósito en garantía al promotor como tramo inicial, ya cerrada la financiación.',
    },
    investmentSubmitted: {
      title: 'Inversión registrada',
      message:
        'Su inversión de {amount} en {projectTitle} (unidad {unitNumber}) está pendiente de pago. Referencia {reference}.',
    },
    paymentConfirmed: {
      title: 'Pago confirmado',
      message: 'Su pago de {amount} para {projectTitle} (unidad {unitNumber}) ha sido confirmado.',
    },
    investmentCancelled: {
      title: 'Inversión cancelada',
      message: 'Su inversión {reference} ha sido cancelada y su reserva, liberada.',
    },
    investmentExpired: {
      title: 'Inversión vencida',
      message: 'Su inversión {reference} no se pagó en un plazo de {deadlineDays} y ha vencido.',
    },
    interestReceived: {
      title: 'Nueva solicitud de interés',
      message: 'Una nueva solicitud de interés de {amount} en {projectTitle} espera revisión.',
    },
    interestApproved: {
      title: 'Interés aprobado',
      message:
        'Su interés en {projectTitle} ha sido aprobado. Nos pondremos en contacto con usted en un plazo de 24 horas.',
    },
    interestDeclined: {
      title: 'Interés no aceptado',
      message: 'Su interés en {projectTitle} no ha seguido adelante.',
    },
    unitSold: {
      title: 'Unidad vendida',
      message:
        'La unidad {unitNumber} de {projectTitle} se ha vendido. Su participación en los beneficios es de {profitShare}.',
    },
    kycApproved: {
      title: 'KYC aprobado',
      message:
        'Su verificación de identidad ha sido aprobada. Ya puede invertir en todas las oportunidades.',
    },
    kycRejected: {
      title: 'KYC rechazado',
      message: 'Su verificación de identidad no ha sido aprobada. Motivo: {reason}',
    },
    updateVerified: {
      title: 'Avance verificado',
      message:
        '{projectTitle}: un inspector independiente confirmó la actualización «{updateTitle}».',
    },
    updateDisputed: {
      title: 'Avance cuestionado',
      message:
        '{projectTitle}: un inspector independiente cuestionó la actualización «{updateTitle}». Nota: {note}',
    },
    milestoneMoved: {
      title: 'Calendario modificado',
      message:
        '{projectTitle}: el hito «{milestone}» pasa del {previousDate} al {newDate}. Motivo: {reason}',
    },
    projectNotReporting: {
      title: 'El promotor no informa',
      message:
        '{projectTitle} lleva más de {intervalDays} sin publicar una actualización del avance, el intervalo que prometió su promotor.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'Su código para restablecer la contraseña',
      body: `Hola, {firstName}:

Su código para restablecer la contraseña es: {code}

Introdúzcalo en {resetUrl} en un plazo de {ttlMinutes}. Solo puede usarse una vez.
Si usted no solicitó restablecer su contraseña, ignore este correo: su contraseña no cambia.

¿Tiene preguntas? Escríbanos a {supportEmail}.`,
    },
    emailChange: {
      subject: 'Confirme su nueva dirección de correo electrónico',
      body: `Hola:

Su código para cambiar el correo electrónico es: {code}

Introdúzcalo en {settingsUrl} en un plazo de {ttlMinutes}. Solo puede usarse una vez.
Si usted no solicitó usar esta dirección para una cuenta de CoInvest Accra, ignore este correo: no cambia nada.

¿Tiene preguntas? Escríbanos a {supportEmail}.`,
    },
    emailVerification: {
      subject: 'Verifique su dirección de correo electrónico',
      body: `Hola:

Su código de verificación del correo electrónico es: {code}

Introdúzcalo en {verifyUrl} en un plazo de {ttlMinutes}. Solo sirve una vez.
Si no creó una cuenta de CoInvest Accra con esta dirección, ignore este correo: sin el código, la dirección queda sin verificar.

¿Preguntas? Escriba a {supportEmail}.`,
    },
    signInLimited: {
      subject: 'El inicio de sesión en su cuenta está en pausa por un tiempo',
      body: `Hola, {firstName}:

Ha habido demasiados intentos fallidos de inicio de sesión en su cuenta de CoInvest Accra, por lo que el inicio de sesión desde un dispositivo nuevo queda en pausa durante {waitMinutes}. Los dispositivos con los que ya inició sesión pueden seguir entrando con su contraseña.

Si no fue usted, puede que alguien esté intentando adivinar su contraseña. Su cuenta sigue protegida durante la pausa; si usa la misma contraseña en otros sitios, cámbiela en su configuración: {settingsUrl}

¿Tiene preguntas? Escríbanos a {supportEmail}.`,
      staffBody: `Hola, {firstName}:

Ha habido demasiados intentos fallidos de inicio de sesión en su cuenta de personal de CoInvest Accra, por lo que el inicio de sesión en el sitio de administración desde un dispositivo nuevo queda en pausa durante {waitMinutes}. Los dispositivos con los que ya inició sesión pueden seguir entrando con su contraseña.

Si no fue usted, puede que alguien esté intentando adivinar su contraseña. Su cuenta sigue protegida durante la pausa. Si usa la misma contraseña en otros sitios, elija una nueva con un código que le enviaremos por correo: {resetUrl}
Después, inicie sesión en el sitio de administración como siempre: {signInUrl}
Avise también a los administradores.

¿Tiene preguntas? Escríbanos a {supportEmail}.`,
    },
    passwordChanged: {
      subject: 'Su contraseña ha cambiado',
      body: `Hola, {firstName}:

La contraseña de su cuenta de CoInvest Accra se acaba de cambiar y se ha cerrado la sesión en sus demás dispositivos.

Si usted no la cambió, restablezca su contraseña de inmediato en {resetUrl} y escríbanos a {supportEmail}.`,
    },
    emailChanged: {
      subject: 'Su dirección de correo ha cambiado',
      body: `Hola, {firstName}:

La dirección de correo de su cuenta de CoInvest Accra se acaba de cambiar a {newEmail}. Los correos sobre su cuenta se envían ahora allí y se ha cerrado la sesión en sus demás dispositivos.

Si usted no hizo este cambio, escríbanos de inmediato a {supportEmail}.`,
    },
    inspectorInvitation: {
      subject: 'Le invitamos a ser inspector independiente',
      body: `Hola, {firstName}:

CoInvest Accra le invita a verificar el avance de las obras como inspector independiente.

Su código para establecer su contraseña es: {code}

Introdúzcalo junto con la contraseña que elija en {setPasswordUrl} en un plazo de {ttlDays}. Solo sirve una vez.
Después inicie sesión en {signInUrl} para ver los proyectos que tiene asignados.

¿Preguntas? Escríbanos a {supportEmail}.`,
    },
    investmentCreated: {
      subject: 'Cómo pagar su inversión {reference}',
      body: `Hola, {firstName}:

Su inversión de {amount} está reservada para usted. Páguela antes del {deadline} indicando la referencia de pago {reference}, para que podamos asociar su pago a su inversión. Pasada esa fecha, las inversiones impagadas vencen y la unidad queda libre.

Transferencia bancaria a nuestra cuenta de garantía (escrow):
Banco: {bankName}
Sucursal: {branch}
Titular de la cuenta: {accountName}
Número de cuenta: {accountNumber}
Código SWIFT: {swiftCode}

Dinero móvil:
{mobileMoney}

Un administrador confirmará su inversión en cuanto recibamos su pago.`,
    },
    secondFactorEnabled: {
      subject: 'Se ha activado el inicio de sesión en dos pasos',
      body: `Hola, {firstName}:

Se acaba de activar el inicio de sesión en dos pasos en tu cuenta de CoInvest Accra y se ha cerrado la sesión en tus otros dispositivos. A partir de ahora, al iniciar sesión se pedirá un código de tu aplicación de autenticación después de la contraseña.

Si no has sido tú, puede que alguien conozca tu contraseña: restablécela ahora en {resetUrl} y escríbenos a {supportEmail}.`,
    },
    secondFactorDisabled: {
      subject: 'Se ha desactivado el inicio de sesión en dos pasos',
      body: `Hola, {firstName}:

Se acaba de desactivar el inicio de sesión en dos pasos en tu cuenta de CoInvest Accra y se ha cerrado la sesión en tus otros dispositivos. Ahora al iniciar sesión solo se pide tu contraseña.

Si no has sido tú, restablece tu contraseña ahora en {resetUrl}, vuelve a activar el inicio de sesión en dos pasos en tu configuración y escríbenos a {supportEmail}.`,
    },
    secondFactorLocked: {
      subject: 'Alguien conoce tu contraseña: el inicio de sesión en dos pasos está bloqueado',
      body: `Hola, {firstName}:

Alguien inició sesión en tu cuenta de CoInvest Accra con tu contraseña y después introdujo demasiados códigos de verificación en dos pasos incorrectos. Para proteger tu cuenta, el inicio de sesión en dos pasos está bloqueado: no se acepta ningún código hasta que lo desbloquees.

Si fuiste tú, desbloquéalo con este enlace en un plazo de {ttlDays} (solo funciona una vez):
{unlockUrl}

Si no fuiste tú, alguien conoce tu contraseña. No uses el enlace; restablece tu contraseña ahora en {resetUrl} y escríbenos a {supportEmail}.`,
    },
    notification: {
      subject: '{title}',
      body: `Hola, {firstName}:

{message}

Puede elegir qué notificaciones recibe por correo electrónico en la configuración de su cuenta.`,
    },
    layout: {
      footer:
        'CoInvest Accra · Coinversión en inmuebles sobre plano en Acra, Ghana · {supportEmail}',
      linkFallback: 'Si el botón no funciona, abre este enlace:',
      actions: {
        enterCode: 'Introducir el código',
        openSettings: 'Abrir la configuración',
        setPassword: 'Elegir tu contraseña',
        resetPassword: 'Elegir una contraseña nueva',
        unlockSecondFactor: 'Desbloquear el inicio de sesión en dos pasos',
      },
    },
  },
  chatbot: {
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
      'CoInvest Accra funciona con reparto de ganancias en la venta, no con una rentabilidad fija. Cuando se vende una unidad, su ganancia es el precio de venta menos el precio de la unidad y los costos de la venta. Su parte es su participación en la unidad (su importe sobre su precio) por esa ganancia: si financió el 10 % de la unidad, recibe el 10 % de su ganancia. La parte de la unidad que los inversores no financiaron pertenece a su promotor, y una venta con pérdida no reparte ganancia. Los rangos de ganancia de los proyectos son estimaciones, no promesas.',
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
    payFromAbroad:
      'Desde el extranjero, paga mediante transferencia bancaria internacional a la cuenta de depósito en garantía que aparece con tu inversión en tu panel (con su código SWIFT), indicando tu referencia de pago, en un plazo de {deadlineDays} desde la reserva. Nuestro equipo confirma tu pago cuando llega.',
    linkFaq: 'Leer las preguntas frecuentes',
  },
  faq: {
    minimumAmount:
      'La compra conjunta suele empezar a partir de {minimumCedis} cedis. Cada proyecto y cada unidad indican su inversión mínima en su página, y con el selector de moneda puede ver todos los importes en la moneda que elija.',
    risks:
      'La inversión inmobiliaria conlleva riesgos reales: los precios de mercado pueden bajar, la construcción puede retrasarse, el tipo de cambio del cedi frente a su propia moneda puede evolucionar en su contra y la rentabilidad no está garantizada. Es posible que recupere menos de lo que invirtió y, por lo general, su dinero no puede retirarse antes de la venta. Reducimos estos riesgos trabajando únicamente con promotores con licencia y previamente revisados, mediante contratos legales y depósito en garantía, pero no podemos eliminarlos. Invierta solo el dinero que pueda mantener comprometido durante todo el proyecto.',
  },
  receipt: {
    title: 'Recibo de pago',
    investor: 'Inversor',
    issued: 'Emitido',
    payment: 'Pago',
    reference: 'Referencia',
    paidOn: 'Fecha de pago',
    project: 'Proyecto',
    unit: 'Unidad',
    amountCharged: 'Importe cobrado',
    rate: 'Tipo de cambio',
    investmentAmount: 'Importe de la inversión',
    channel: 'Pagado con',
    channels: {
      mobile_money: 'Dinero móvil',
      card: 'Tarjeta',
    },
    note: 'Este recibo confirma un pago recibido a través de nuestro proveedor de pagos, Paystack, para la inversión indicada arriba. El importe en cedis se cobró al tipo de cambio indicado, fijado al iniciarse el pago.',
  },
};
