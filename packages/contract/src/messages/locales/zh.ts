import type { ServerTexts } from '../server-texts.types';

export const zh: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: '付款已退款',
      message: '您的付款 {reference}（{refundAmount} {currency}）无法用于您的投资，已退还给您。',
    },
    paymentInstructionsChanged: {
      title: '付款信息已变更',
      message:
        '您待付款投资的收款账户已变更（现为{bankName}）。请仅按照您的控制面板上当前显示的信息付款，不要使用之前的信息。',
    },
    escrowReleased: {
      title: '托管资金已拨付',
      message:
        '{projectTitle}：里程碑“{milestone}”已由独立检查员确认，托管账户已向开发商拨付 GHS {cedis}。',
    },
    escrowReleasedOpening: {
      title: '托管资金已拨付',
      message: '{projectTitle}：募资已结束，托管账户已向开发商拨付首期款 GHS {cedis}。',
    },
    investmentSubmitted: {
      title: '投资已提交',
      message:
        '您在{projectTitle}（单元 {unitNumber}）的 {amount} 投资正在等待付款。参考编号：{reference}。',
    },
    paymentConfirmed: {
      title: '付款已确认',
      message: '您为{projectTitle}（单元 {unitNumber}）支付的 {amount} 已确认。',
    },
    investmentCancelled: {
      title: '投资已取消',
      message: '您的投资 {reference} 已取消，相应的预留已释放。',
    },
    investmentExpired: {
      title: '投资已过期',
      message: '您的投资 {reference} 未在{deadlineDays}内付款，现已过期。',
    },
    interestReceived: {
      title: '新的投资意向',
      message: '一份金额为 {amount} 的{projectTitle}投资意向等待审核。',
    },
    interestApproved: {
      title: '投资意向已通过',
      message: '您对{projectTitle}的投资意向已通过。我们将在 24 小时内与您联系。',
    },
    interestDeclined: {
      title: '投资意向未获通过',
      message: '您对{projectTitle}的投资意向未获进一步推进。',
    },
    unitSold: {
      title: '单元已售出',
      message: '{projectTitle}的单元 {unitNumber} 已售出。您的利润分成为 {profitShare}。',
    },
    kycApproved: {
      title: 'KYC 已通过',
      message: '您的身份验证已通过。现在您可以投资所有项目。',
    },
    kycRejected: {
      title: 'KYC 未通过',
      message: '您的身份验证未获通过。原因：{reason}',
    },
    updateVerified: {
      title: '进度已核实',
      message: '{projectTitle}：独立检查员已确认更新“{updateTitle}”。',
    },
    updateDisputed: {
      title: '进度存在异议',
      message: '{projectTitle}：独立检查员对更新“{updateTitle}”提出异议。备注：{note}',
    },
    milestoneMoved: {
      title: '进度计划已变更',
      message:
        '{projectTitle}：里程碑“{milestone}”已从 {previousDate} 调整至 {newDate}。原因：{reason}',
    },
    projectNotReporting: {
      title: '开发商未按时汇报',
      message: '{projectTitle} 已超过 {intervalDays} 未发布进度更新，超出了开发商承诺的汇报间隔。',
    },
  },
  emails: {
    passwordReset: {
      subject: '您的密码重置验证码',
      body: `{firstName}，您好：

您的密码重置验证码是：{code}

请在{ttlMinutes}内在 {resetUrl} 输入该验证码。验证码仅可使用一次。
如果您没有申请重置密码，请忽略此邮件，您的密码保持不变。

如有疑问，请发送邮件至 {supportEmail}。`,
    },
    emailChange: {
      subject: '请确认您的新电子邮箱地址',
      body: `您好：

您的邮箱变更验证码是：{code}

请在{ttlMinutes}内在 {settingsUrl} 输入该验证码。验证码仅可使用一次。
如果您没有申请将此地址用于 CoInvest Accra 账户，请忽略此邮件，一切保持不变。

如有疑问，请发送邮件至 {supportEmail}。`,
    },
    emailVerification: {
      subject: '请验证您的电子邮箱地址',
      body: `您好：

您的电子邮箱验证码是：{code}

请在 {ttlMinutes}内于 {verifyUrl} 输入。验证码仅可使用一次。
如果您没有用此地址创建 CoInvest Accra 账户，请忽略本邮件：没有验证码，该地址将保持未验证状态。

如有疑问，请写信至 {supportEmail}。`,
    },
    signInLimited: {
      subject: '您的账户登录已暂停一段时间',
      body: `{firstName}，您好：

您的 CoInvest Accra 账户登录失败次数过多，因此从新设备登录已暂停 {waitMinutes}。您以前登录过的设备仍可使用密码登录。

如果这不是您本人所为，可能有人正在尝试猜测您的密码。暂停期间您的账户仍然安全；如果您在其他地方也使用此密码，请在设置中更改：{settingsUrl}

如有疑问，请发送邮件至 {supportEmail}。`,
      staffBody: `{firstName}，您好：

您的 CoInvest Accra 员工账户登录失败次数过多，因此从新设备登录管理网站已暂停 {waitMinutes}。您以前登录过的设备仍可使用密码登录。

如果这不是您本人所为，可能有人正在尝试猜测您的密码。暂停期间您的账户仍然安全。如果您在其他地方也使用此密码，请用我们通过电子邮件发送给您的验证码设置新密码：{resetUrl}
然后照常登录管理网站：{signInUrl}
也请告知管理员。

如有疑问，请发送邮件至 {supportEmail}。`,
    },
    passwordChanged: {
      subject: '您的密码已更改',
      body: `{firstName}，您好：

您的 CoInvest Accra 账户密码刚刚已更改，您的其他设备已退出登录。

如果这不是您本人更改的，请立即在 {resetUrl} 重置密码，并发送邮件至 {supportEmail}。`,
    },
    emailChanged: {
      subject: '您的电子邮件地址已更改',
      body: `{firstName}，您好：

您的 CoInvest Accra 账户电子邮件地址刚刚已更改为 {newEmail}。今后与您账户相关的邮件将发送至该地址，您的其他设备已退出登录。

如果这不是您本人所做的更改，请立即发送邮件至 {supportEmail}。`,
    },
    inspectorInvitation: {
      subject: '诚邀您担任独立检查员',
      body: `{firstName}，您好：

CoInvest Accra 邀请您以独立检查员的身份核实工程进度。

您设置密码的验证码是：{code}

请在 {ttlDays}内于 {setPasswordUrl} 输入该验证码并设置您的密码。验证码仅可使用一次。
之后请在 {signInUrl} 登录，查看分配给您的项目。

如有疑问，请发送邮件至 {supportEmail}。`,
    },
    investmentCreated: {
      subject: '如何支付您的投资 {reference}',
      body: `{firstName}，您好：

您 {amount} 的投资已为您保留。请在 {deadline} 之前付款，并注明付款参考号 {reference}，以便我们将款项与您的投资进行匹配。逾期未付的投资将失效，相应单元将重新开放。

银行转账至我们的托管账户：
银行：{bankName}
支行：{branch}
账户名称：{accountName}
账号：{accountNumber}
SWIFT 代码：{swiftCode}

移动支付：
{mobileMoney}

收到您的付款后，管理员将确认您的投资。`,
    },
    secondFactorEnabled: {
      subject: '两步登录已开启',
      body: `{firstName}，您好：

您的 CoInvest Accra 账户刚刚开启了两步登录，您的其他设备已退出登录。今后登录时，输入密码后还需输入身份验证器应用中的验证码。

如果这不是您本人操作，可能有人知道您的密码：请立即在 {resetUrl} 重置密码，并发送邮件至 {supportEmail} 联系我们。`,
    },
    secondFactorDisabled: {
      subject: '两步登录已关闭',
      body: `{firstName}，您好：

您的 CoInvest Accra 账户刚刚关闭了两步登录，您的其他设备已退出登录。现在登录只需输入密码。

如果这不是您本人操作，请立即在 {resetUrl} 重置密码，在设置中重新开启两步登录，并发送邮件至 {supportEmail} 联系我们。`,
    },
    secondFactorLocked: {
      subject: '有人知道您的密码：两步登录已锁定',
      body: `{firstName}，您好：

有人使用您的密码登录了您的 CoInvest Accra 账户，随后输入了过多错误的两步登录验证码。为保护您的账户，两步登录已被锁定：在您解锁之前，不接受任何验证码。

如果是您本人，请在 {ttlDays}内通过以下链接解锁（仅可使用一次）：
{unlockUrl}

如果不是您本人，说明有人知道您的密码。请不要使用该链接；请立即在 {resetUrl} 重置密码，并发送邮件至 {supportEmail} 联系我们。`,
    },
    notification: {
      subject: '{title}',
      body: `{firstName}，您好：

{message}

您可以在账户设置中选择通过电子邮件接收哪些通知。`,
    },
    layout: {
      footer: 'CoInvest Accra · 加纳阿克拉期房共同投资 · {supportEmail}',
      linkFallback: '如果按钮无法使用，请打开此链接：',
      actions: {
        enterCode: '输入验证码',
        openSettings: '打开设置',
        setPassword: '设置密码',
        resetPassword: '设置新密码',
        unlockSecondFactor: '解锁两步登录',
      },
    },
  },
  chatbot: {
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
      'CoInvest Accra 采用出售时分享利润的模式，而不是固定回报。单元售出后，其利润为售价减去单元价格和出售费用。您的分成等于您对该单元的持有比例（您的金额除以单元价格）乘以该利润：如果您出资了单元的 10%，就获得其利润的 10%。投资者未出资的单元部分归开发商所有，亏损出售则没有利润可分。项目上显示的利润区间只是估算，并非承诺。',
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
    payFromAbroad:
      '在海外，您可通过国际银行汇款付款至仪表板中您的投资所显示的托管账户（含 SWIFT 代码），注明您的付款参考号，并在预订后 {deadlineDays}内完成。款项到账后，我们的团队会确认您的付款。',
    linkFaq: '查看常见问题',
  },
  faq: {
    minimumAmount:
      '联合购买通常 {minimumCedis} 塞地起。每个项目及单元的页面都会标明其最低投资额，您还可以通过货币选择器以所选币种查看所有金额。',
    risks:
      '房地产投资存在切实的风险：市场价格可能下跌，施工可能延误，塞地兑您本国货币的汇率可能出现不利变动，且回报不作保证。您收回的金额可能低于投资本金，且在项目售出前通常无法提取资金。我们仅与经过审核的持牌开发商合作，并通过法律协议和资金托管来降低这些风险，但无法完全消除风险。请仅投入可在整个项目期间持续锁定的资金。',
  },
  receipt: {
    title: '付款收据',
    investor: '投资者',
    issued: '开具日期',
    payment: '付款',
    reference: '参考号',
    paidOn: '付款日期',
    project: '项目',
    unit: '单元',
    amountCharged: '扣款金额',
    rate: '汇率',
    investmentAmount: '投资金额',
    channel: '支付方式',
    channels: {
      mobile_money: '移动支付',
      card: '银行卡',
    },
    note: '本收据确认我们已通过支付服务商 Paystack 收到上述投资的付款。塞地金额按所示汇率扣款，该汇率在付款开始时确定。',
  },
};
