import type { ServerTexts } from '../server-texts.types';

export const pt: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: 'Pagamento reembolsado',
      message:
        'O seu pagamento {reference} de {refundAmount} {currency} não pôde ser usado no seu investimento e foi-lhe reembolsado.',
    },
    paymentInstructionsChanged: {
      title: 'Dados de pagamento alterados',
      message:
        'A conta para pagar o seu investimento pendente mudou (agora no {bankName}). Pague apenas com os dados agora mostrados no seu painel, não com os anteriores.',
    },
    escrowReleased: {
      title: 'Valor liberado da custódia',
      message:
        '{projectTitle}: GHS {cedis} foram liberados da conta de custódia para a incorporadora pela etapa "{milestone}", aprovada por um inspetor independente.',
    },
    escrowReleasedOpening: {
      title: 'Valor liberado da custódia',
      message:
        '{projectTitle}: GHS {cedis} foram liberados da conta de custódia para a incorporadora como parcela inicial, pois a captação foi encerrada.',
    },
    investmentSubmitted: {
      title: 'Investimento registrado',
      message:
        'O seu investimento de {amount} em {projectTitle} (unidade {unitNumber}) aguarda pagamento. Referência {reference}.',
    },
    paymentConfirmed: {
      title: 'Pagamento confirmado',
      message:
        'O seu pagamento de {amount} para {projectTitle} (unidade {unitNumber}) foi confirmado.',
    },
    investmentCancelled: {
      title: 'Investimento cancelado',
      message: 'O seu investimento {reference} foi cancelado e a respectiva reserva, liberada.',
    },
    investmentExpired: {
      title: 'Investimento expirado',
      message: 'O seu investimento {reference} não foi pago no prazo de {deadlineDays} e expirou.',
    },
    interestReceived: {
      title: 'Novo interesse de investimento',
      message: 'Um novo interesse de {amount} em {projectTitle} aguarda análise.',
    },
    interestApproved: {
      title: 'Interesse aprovado',
      message:
        'O seu interesse em {projectTitle} foi aprovado. Entraremos em contato em até 24 horas.',
    },
    interestDeclined: {
      title: 'Interesse recusado',
      message: 'O seu interesse em {projectTitle} não foi levado adiante.',
    },
    unitSold: {
      title: 'Unidade vendida',
      message:
        'A unidade {unitNumber} de {projectTitle} foi vendida. A sua participação nos lucros é de {profitShare}.',
    },
    kycApproved: {
      title: 'KYC aprovado',
      message:
        'A sua verificação de identidade foi aprovada. Agora pode investir em todas as oportunidades.',
    },
    kycRejected: {
      title: 'KYC recusado',
      message: 'A sua verificação de identidade não foi aprovada. Motivo: {reason}',
    },
    updateVerified: {
      title: 'Progresso verificado',
      message: '{projectTitle}: um inspetor independente confirmou a atualização “{updateTitle}”.',
    },
    updateDisputed: {
      title: 'Progresso contestado',
      message:
        '{projectTitle}: um inspetor independente contestou a atualização “{updateTitle}”. Nota: {note}',
    },
    milestoneMoved: {
      title: 'Cronograma alterado',
      message:
        '{projectTitle}: o marco “{milestone}” passou de {previousDate} para {newDate}. Motivo: {reason}',
    },
    projectNotReporting: {
      title: 'A construtora deixou de informar',
      message:
        '{projectTitle} está há mais de {intervalDays} sem atualização de andamento, o intervalo prometido pela construtora.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'O seu código de redefinição de senha',
      body: `Olá, {firstName},

O seu código de redefinição de senha é: {code}

Insira-o em {resetUrl} no prazo de {ttlMinutes}. Ele só pode ser usado uma vez.
Se não pediu a redefinição da sua senha, ignore este e-mail: a sua senha continua a mesma.

Dúvidas? Escreva para {supportEmail}.`,
    },
    emailChange: {
      subject: 'Confirme o seu novo endereço de e-mail',
      body: `Olá,

O seu código de alteração de e-mail é: {code}

Insira-o em {settingsUrl} no prazo de {ttlMinutes}. Ele só pode ser usado uma vez.
Se não pediu para usar este endereço numa conta CoInvest Accra, ignore este e-mail: nada muda.

Dúvidas? Escreva para {supportEmail}.`,
    },
    emailVerification: {
      subject: 'Verifique o seu endereço de e-mail',
      body: `Olá,

O seu código de verificação de e-mail é: {code}

Introduza-o em {verifyUrl} no prazo de {ttlMinutes}. Só funciona uma vez.
Se não criou uma conta CoInvest Accra com este endereço, ignore este e-mail: sem o código, o endereço fica por verificar.

Dúvidas? Escreva para {supportEmail}.`,
    },
    signInLimited: {
      subject: 'O acesso à sua conta está pausado por algum tempo',
      body: `Olá, {firstName},

Houve tentativas de acesso falhadas demais na sua conta CoInvest Accra, por isso o acesso a partir de um novo dispositivo está pausado durante {waitMinutes}. Os dispositivos com que já acedeu à conta continuam a poder entrar com a sua senha.

Se não foi você, alguém pode estar a tentar adivinhar a sua senha. A sua conta continua protegida durante a pausa; se usa a mesma senha noutros sítios, altere-a nas definições: {settingsUrl}

Dúvidas? Escreva para {supportEmail}.`,
      staffBody: `Olá, {firstName},

Houve tentativas de acesso falhadas demais na sua conta de equipa CoInvest Accra, por isso o acesso ao site de administração a partir de um novo dispositivo está pausado durante {waitMinutes}. Os dispositivos com que já acedeu à conta continuam a poder entrar com a sua senha.

Se não foi você, alguém pode estar a tentar adivinhar a sua senha. A sua conta continua protegida durante a pausa. Se usa a mesma senha noutros sítios, escolha uma nova com um código que lhe enviamos por e-mail: {resetUrl}
Depois, aceda ao site de administração como habitualmente: {signInUrl}
Avise também os administradores.

Dúvidas? Escreva para {supportEmail}.`,
    },
    passwordChanged: {
      subject: 'A sua senha foi alterada',
      body: `Olá, {firstName},

A senha da sua conta CoInvest Accra acabou de ser alterada e a sessão foi terminada nos seus outros dispositivos.

Se não foi você que a alterou, redefina já a sua senha em {resetUrl} e escreva para {supportEmail}.`,
    },
    emailChanged: {
      subject: 'O seu endereço de e-mail foi alterado',
      body: `Olá, {firstName},

O endereço de e-mail da sua conta CoInvest Accra acabou de ser alterado para {newEmail}. Os e-mails sobre a sua conta passam a ir para lá e a sessão foi terminada nos seus outros dispositivos.

Se não fez esta alteração, escreva de imediato para {supportEmail}.`,
    },
    inspectorInvitation: {
      subject: 'Convite para inspetor independente',
      body: `Olá, {firstName},

A CoInvest Accra convida você a verificar o andamento das obras como inspetor independente.

Seu código para definir sua senha é: {code}

Digite-o com a senha de sua escolha em {setPasswordUrl} no prazo de {ttlDays}. Ele só pode ser usado uma vez.
Depois, entre em {signInUrl} para ver os projetos atribuídos a você.

Dúvidas? Escreva para {supportEmail}.`,
    },
    investmentCreated: {
      subject: 'Como pagar o seu investimento {reference}',
      body: `Olá, {firstName},

O seu investimento de {amount} está reservado para você. Pague até {deadline}, informando a referência de pagamento {reference}, para que possamos associar o pagamento ao seu investimento. Depois dessa data, investimentos não pagos expiram e a unidade é liberada.

Transferência bancária para a nossa conta de garantia (escrow):
Banco: {bankName}
Agência: {branch}
Titular da conta: {accountName}
Número da conta: {accountNumber}
Código SWIFT: {swiftCode}

Dinheiro móvel:
{mobileMoney}

Um administrador confirma o seu investimento assim que o pagamento chegar.`,
    },
    secondFactorEnabled: {
      subject: 'O início de sessão em dois passos foi ativado',
      body: `Olá, {firstName},

O início de sessão em dois passos acabou de ser ativado na sua conta CoInvest Accra, e a sessão foi terminada nos seus outros dispositivos. A partir de agora, o início de sessão pede um código da sua aplicação de autenticação depois da palavra-passe.

Se não foi você, alguém pode conhecer a sua palavra-passe: redefina-a agora em {resetUrl} e escreva-nos para {supportEmail}.`,
    },
    secondFactorDisabled: {
      subject: 'O início de sessão em dois passos foi desativado',
      body: `Olá, {firstName},

O início de sessão em dois passos acabou de ser desativado na sua conta CoInvest Accra, e a sessão foi terminada nos seus outros dispositivos. O início de sessão pede agora apenas a sua palavra-passe.

Se não foi você, redefina a sua palavra-passe agora em {resetUrl}, volte a ativar o início de sessão em dois passos nas definições e escreva-nos para {supportEmail}.`,
    },
    secondFactorLocked: {
      subject:
        'Alguém conhece a sua palavra-passe: o início de sessão em dois passos está bloqueado',
      body: `Olá, {firstName},

Alguém iniciou sessão na sua conta CoInvest Accra com a sua palavra-passe e depois introduziu demasiados códigos de verificação em dois passos errados. Para proteger a sua conta, o início de sessão em dois passos está bloqueado: nenhum código é aceite até o desbloquear.

Se foi você, desbloqueie-o com esta ligação no prazo de {ttlDays} (funciona uma vez):
{unlockUrl}

Se não foi você, alguém conhece a sua palavra-passe. Não use a ligação; redefina a sua palavra-passe agora em {resetUrl} e escreva-nos para {supportEmail}.`,
    },
    notification: {
      subject: '{title}',
      body: `Olá, {firstName},

{message}

Nas configurações da sua conta, pode escolher quais notificações recebe por e-mail.`,
    },
    layout: {
      footer: 'CoInvest Accra · Coinvestimento em imóveis em planta em Acra, Gana · {supportEmail}',
      linkFallback: 'Se o botão não funcionar, abra esta ligação:',
      actions: {
        enterCode: 'Introduzir o código',
        openSettings: 'Abrir as definições',
        setPassword: 'Definir a sua palavra-passe',
        resetPassword: 'Definir uma nova palavra-passe',
        unlockSecondFactor: 'Desbloquear o início de sessão em dois passos',
      },
    },
  },
  chatbot: {
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
      'A CoInvest Accra funciona com partilha de lucros na venda, não com um retorno fixo. Quando uma unidade é vendida, o seu lucro é o preço de venda menos o preço da unidade e os custos da venda. A sua parte é a sua participação na unidade (o seu valor sobre o preço dela) vezes esse lucro: se financiou 10% da unidade, recebe 10% do seu lucro. A parte da unidade que os investidores não financiaram pertence ao seu promotor, e uma venda com prejuízo não partilha lucro. As faixas de lucro dos projetos são estimativas, não promessas.',
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
    payFromAbroad:
      'Do exterior, você paga por transferência bancária internacional para a conta de custódia indicada com o seu investimento no seu painel (com o código SWIFT), informando a sua referência de pagamento, em até {deadlineDays} após a reserva. A nossa equipe confirma o pagamento quando ele chega.',
    linkFaq: 'Ler as perguntas frequentes',
  },
  faq: {
    minimumAmount:
      'A compra coletiva normalmente começa a partir de {minimumCedis} cedis. Cada empreendimento e cada unidade mostram o próprio investimento mínimo em sua página, e você pode ver todos os valores na moeda de sua preferência com o seletor de moeda.',
    risks:
      'O investimento imobiliário envolve riscos reais: os preços de mercado podem cair, a construção pode atrasar, a taxa de câmbio do cedi em relação à sua moeda pode variar contra você, e os retornos não são garantidos. Você pode receber de volta menos do que investiu, e normalmente seu dinheiro não pode ser resgatado antes da venda. Reduzimos esses riscos trabalhando apenas com incorporadoras licenciadas e avaliadas, por meio de contratos jurídicos e conta escrow, mas não podemos eliminá-los. Invista apenas o dinheiro que você possa manter comprometido durante todo o empreendimento.',
  },
  receipt: {
    title: 'Recibo de pagamento',
    investor: 'Investidor',
    issued: 'Emitido em',
    payment: 'Pagamento',
    reference: 'Referência',
    paidOn: 'Data do pagamento',
    project: 'Projeto',
    unit: 'Unidade',
    amountCharged: 'Montante cobrado',
    rate: 'Taxa de câmbio',
    investmentAmount: 'Montante do investimento',
    channel: 'Pago com',
    channels: {
      mobile_money: 'Dinheiro móvel',
      card: 'Cartão',
    },
    note: 'Este recibo confirma um pagamento recebido através do nosso prestador de pagamentos, a Paystack, para o investimento indicado acima. O montante em cedis foi cobrado à taxa de câmbio indicada, fixada no início do pagamento.',
  },
};
