import type { ServerTexts } from '../server-texts.types';

export const ko: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: '결제 환불 완료',
      message:
        '결제 {reference}({refundAmount} {currency})는 투자에 사용할 수 없어 환불되었습니다.',
    },
    paymentInstructionsChanged: {
      title: '결제 정보가 변경되었습니다',
      message:
        '대기 중인 투자금을 납부할 계좌가 변경되었습니다(현재 {bankName}). 대시보드에 지금 표시된 정보로만 납부하시고, 이전 정보로는 납부하지 마세요.',
    },
    escrowReleased: {
      title: '에스크로 지급',
      message:
        '{projectTitle}: 독립 검사관이 승인한 마일스톤 "{milestone}"에 대해 에스크로에서 개발사로 GHS {cedis}가 지급되었습니다.',
    },
    escrowReleasedOpening: {
      title: '에스크로 지급',
      message:
        '{projectTitle}: 자금 모집이 마감되어 첫 트랜치로 에스크로에서 개발사로 GHS {cedis}가 지급되었습니다.',
    },
    investmentSubmitted: {
      title: '투자가 접수되었습니다',
      message:
        '{projectTitle}(유닛 {unitNumber})에 대한 {amount} 투자가 결제를 기다리고 있습니다. 참조 번호 {reference}.',
    },
    paymentConfirmed: {
      title: '결제가 확인되었습니다',
      message: '{projectTitle}(유닛 {unitNumber})에 대한 {amount} 결제가 확인되었습니다.',
    },
    investmentCancelled: {
      title: '투자가 취소되었습니다',
      message: '투자 {reference}이(가) 취소되었으며 예약이 해제되었습니다.',
    },
    investmentExpired: {
      title: '투자가 만료되었습니다',
      message: '투자 {reference}이(가) {deadlineDays} 이내에 결제되지 않아 만료되었습니다.',
    },
    interestReceived: {
      title: '새 투자 관심 신청',
      message: '{projectTitle}에 대한 {amount}의 새 관심 신청이 검토를 기다리고 있습니다.',
    },
    interestApproved: {
      title: '관심 신청이 승인되었습니다',
      message: '{projectTitle}에 대한 관심 신청이 승인되었습니다. 24시간 이내에 연락드리겠습니다.',
    },
    interestDeclined: {
      title: '관심 신청이 반려되었습니다',
      message: '{projectTitle}에 대한 관심 신청은 진행되지 않습니다.',
    },
    unitSold: {
      title: '유닛이 매각되었습니다',
      message:
        '{projectTitle}의 유닛 {unitNumber}이(가) 매각되었습니다. 고객님의 수익 배분액은 {profitShare}입니다.',
    },
    kycApproved: {
      title: 'KYC 승인 완료',
      message: '본인 인증이 승인되었습니다. 이제 모든 투자 기회에 투자하실 수 있습니다.',
    },
    kycRejected: {
      title: 'KYC 승인 거절',
      message: '본인 인증이 승인되지 않았습니다. 사유: {reason}',
    },
    updateVerified: {
      title: '진행 상황 검증 완료',
      message: '{projectTitle}: 독립 검사관이 업데이트 “{updateTitle}”을(를) 확인했습니다.',
    },
    updateDisputed: {
      title: '진행 상황 이의 제기',
      message:
        '{projectTitle}: 독립 검사관이 업데이트 “{updateTitle}”에 이의를 제기했습니다. 메모: {note}',
    },
    milestoneMoved: {
      title: '일정이 변경되었습니다',
      message:
        '{projectTitle}: 마일스톤 “{milestone}”의 예정일이 {previousDate}에서 {newDate}(으)로 변경되었습니다. 사유: {reason}',
    },
    projectNotReporting: {
      title: '개발사 보고 중단',
      message:
        '{projectTitle}에 개발사가 약속한 주기({intervalDays})가 지나도록 진행 상황 업데이트가 없습니다.',
    },
  },
  emails: {
    passwordReset: {
      subject: '비밀번호 재설정 코드 안내',
      body: `{firstName} 님, 안녕하세요.

비밀번호 재설정 코드: {code}

{ttlMinutes} 이내에 {resetUrl}에서 입력해 주십시오. 코드는 한 번만 사용할 수 있습니다.
비밀번호 재설정을 요청하지 않으셨다면 이 이메일을 무시해 주십시오. 비밀번호는 변경되지 않습니다.

문의 사항은 {supportEmail}(으)로 보내 주십시오.`,
    },
    emailChange: {
      subject: '새 이메일 주소를 확인해 주십시오',
      body: `안녕하세요.

이메일 변경 코드: {code}

{ttlMinutes} 이내에 {settingsUrl}에서 입력해 주십시오. 코드는 한 번만 사용할 수 있습니다.
이 주소를 CoInvest Accra 계정에 사용하도록 요청하지 않으셨다면 이 이메일을 무시해 주십시오. 아무것도 변경되지 않습니다.

문의 사항은 {supportEmail}(으)로 보내 주십시오.`,
    },
    emailVerification: {
      subject: '이메일 주소를 인증해 주십시오',
      body: `안녕하세요.

이메일 인증 코드는 다음과 같습니다: {code}

{ttlMinutes} 이내에 {verifyUrl}에서 입력해 주십시오. 코드는 한 번만 사용할 수 있습니다.
이 주소로 CoInvest Accra 계정을 만들지 않으셨다면 이 이메일을 무시하십시오. 코드가 없으면 주소는 인증되지 않은 상태로 남습니다.

문의 사항은 {supportEmail}(으)로 보내 주십시오.`,
    },
    signInLimited: {
      subject: '계정 로그인이 잠시 중지되었습니다',
      body: `{firstName} 님, 안녕하세요.

CoInvest Accra 계정에 실패한 로그인 시도가 너무 많아 새 기기에서의 로그인이 {waitMinutes} 동안 중지되었습니다. 이전에 로그인한 적이 있는 기기에서는 계속 비밀번호로 로그인할 수 있습니다.

본인이 시도한 것이 아니라면 누군가 비밀번호를 추측하려는 것일 수 있습니다. 중지되는 동안에도 계정은 안전합니다. 같은 비밀번호를 다른 곳에서도 사용하신다면 설정에서 변경해 주십시오: {settingsUrl}

문의 사항은 {supportEmail}(으)로 보내 주십시오.`,
      staffBody: `{firstName} 님, 안녕하세요.

CoInvest Accra 직원 계정에 실패한 로그인 시도가 너무 많아 새 기기에서의 관리 사이트 로그인이 {waitMinutes} 동안 중지되었습니다. 이전에 로그인한 적이 있는 기기에서는 계속 비밀번호로 로그인할 수 있습니다.

본인이 시도한 것이 아니라면 누군가 비밀번호를 추측하려는 것일 수 있습니다. 중지되는 동안에도 계정은 안전합니다. 같은 비밀번호를 다른 곳에서도 사용하신다면 이메일로 보내 드리는 코드로 새 비밀번호를 설정해 주십시오: {resetUrl}
그런 다음 평소처럼 관리 사이트에 로그인하십시오: {signInUrl}
관리자에게도 알려 주십시오.

문의 사항은 {supportEmail}(으)로 보내 주십시오.`,
    },
    passwordChanged: {
      subject: '비밀번호가 변경되었습니다',
      body: `{firstName} 님, 안녕하세요.

CoInvest Accra 계정의 비밀번호가 방금 변경되었으며, 다른 기기는 로그아웃되었습니다.

본인이 변경하지 않았다면 즉시 {resetUrl}에서 비밀번호를 재설정하고 {supportEmail}(으)로 연락해 주십시오.`,
    },
    emailChanged: {
      subject: '이메일 주소가 변경되었습니다',
      body: `{firstName} 님, 안녕하세요.

CoInvest Accra 계정의 이메일 주소가 방금 {newEmail}(으)로 변경되었습니다. 이제 계정 관련 이메일은 그 주소로 발송되며, 다른 기기는 로그아웃되었습니다.

본인이 변경하지 않았다면 즉시 {supportEmail}(으)로 연락해 주십시오.`,
    },
    inspectorInvitation: {
      subject: '독립 검사관으로 초대합니다',
      body: `{firstName}님, 안녕하세요.

CoInvest Accra에서 독립 검사관으로서 공사 진행 상황을 확인해 주시도록 초대합니다.

비밀번호 설정 코드: {code}

{ttlDays} 이내에 {setPasswordUrl}에서 원하는 비밀번호와 함께 입력하세요. 코드는 한 번만 사용할 수 있습니다.
그런 다음 {signInUrl}에 로그인하면 배정된 프로젝트를 볼 수 있습니다.

문의 사항은 {supportEmail}로 보내 주세요.`,
    },
    investmentCreated: {
      subject: '투자 {reference} 결제 방법',
      body: `{firstName}님, 안녕하세요.

{amount}의 투자가 회원님을 위해 예약되었습니다. {deadline}까지 결제 참조 번호 {reference}를 기재하여 결제해 주세요. 입금 내역을 회원님의 투자와 대조하는 데 사용됩니다. 기한이 지나면 미결제 투자는 만료되고 유닛은 다시 공개됩니다.

에스크로 계좌로 계좌 이체:
은행: {bankName}
지점: {branch}
예금주: {accountName}
계좌 번호: {accountNumber}
SWIFT 코드: {swiftCode}

모바일 머니:
{mobileMoney}

입금이 확인되면 관리자가 투자를 확정합니다.`,
    },
    secondFactorEnabled: {
      subject: '2단계 로그인이 켜졌습니다',
      body: `{firstName}님, 안녕하세요.

CoInvest Accra 계정에서 방금 2단계 로그인이 켜졌고, 다른 기기는 로그아웃되었습니다. 이제 로그인할 때 비밀번호 다음에 인증 앱의 코드를 입력해야 합니다.

본인이 한 일이 아니라면 누군가 비밀번호를 알고 있을 수 있습니다. 지금 {resetUrl}에서 비밀번호를 재설정하고 {supportEmail}(으)로 연락해 주세요.`,
    },
    secondFactorDisabled: {
      subject: '2단계 로그인이 꺼졌습니다',
      body: `{firstName}님, 안녕하세요.

CoInvest Accra 계정에서 방금 2단계 로그인이 꺼졌고, 다른 기기는 로그아웃되었습니다. 이제 로그인할 때 비밀번호만 입력하면 됩니다.

본인이 한 일이 아니라면 지금 {resetUrl}에서 비밀번호를 재설정하고, 설정에서 2단계 로그인을 다시 켠 뒤 {supportEmail}(으)로 연락해 주세요.`,
    },
    secondFactorLocked: {
      subject: '누군가 비밀번호를 알고 있습니다: 2단계 로그인이 잠겼습니다',
      body: `{firstName}님, 안녕하세요.

누군가 회원님의 비밀번호로 CoInvest Accra 계정에 로그인한 뒤 2단계 로그인 코드를 너무 많이 틀렸습니다. 계정을 보호하기 위해 2단계 로그인이 잠겼으며, 잠금을 해제할 때까지 어떤 코드도 받지 않습니다.

본인이라면 {ttlDays} 안에 이 링크로 잠금을 해제하세요(한 번만 사용할 수 있습니다):
{unlockUrl}

본인이 아니라면 누군가 비밀번호를 알고 있습니다. 링크를 사용하지 말고 지금 {resetUrl}에서 비밀번호를 재설정한 뒤 {supportEmail}(으)로 연락해 주세요.`,
    },
    notification: {
      subject: '{title}',
      body: `{firstName} 님, 안녕하세요.

{message}

이메일로 받을 알림은 계정 설정에서 선택하실 수 있습니다.`,
    },
    layout: {
      footer: 'CoInvest Accra · 가나 아크라의 분양 부동산 공동 투자 · {supportEmail}',
      linkFallback: '버튼이 작동하지 않으면 이 링크를 여세요:',
      actions: {
        enterCode: '코드 입력',
        openSettings: '설정 열기',
        setPassword: '비밀번호 설정',
        resetPassword: '새 비밀번호 설정',
        unlockSecondFactor: '2단계 로그인 잠금 해제',
      },
    },
  },
  chatbot: {
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
      'CoInvest Accra는 고정 수익이 아니라 매각 시 수익을 나누는 방식입니다. 유닛이 매각되면 그 이익은 매각 가격에서 유닛 가격과 매각 비용을 뺀 금액입니다. 귀하의 몫은 유닛 지분(투자금 ÷ 유닛 가격)에 그 이익을 곱한 금액입니다. 유닛의 10%를 출자했다면 이익의 10%를 받습니다. 투자자가 자금을 대지 않은 부분은 개발사의 몫이며, 손실 매각 시에는 나눌 이익이 없습니다. 프로젝트에 표시된 수익 범위는 예상치일 뿐 약속이 아닙니다.',
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
    payFromAbroad:
      '해외에서는 대시보드의 투자 정보에 표시된 에스크로 계좌(SWIFT 코드 포함)로 국제 은행 송금을 통해 결제하며, 결제 참조 번호를 기재하고 예약 후 {deadlineDays} 이내에 보내시면 됩니다. 입금이 확인되면 저희 팀이 결제를 확정합니다.',
    linkFaq: '자주 묻는 질문 보기',
  },
  faq: {
    minimumAmount:
      '공동 매입은 일반적으로 {minimumCedis}세디부터 가능합니다. 각 프로젝트와 유닛 페이지에 최소 투자 금액이 표시되며, 통화 선택 기능을 이용하면 모든 금액을 원하는 통화로 확인할 수 있습니다.',
    risks:
      '부동산 투자에는 실질적인 위험이 따릅니다. 시장 가격이 하락하거나, 공사가 지연되거나, 세디와 투자자 본국 통화 간의 환율이 불리하게 변동할 수 있으며, 수익은 보장되지 않습니다. 투자 원금보다 적은 금액을 돌려받을 수 있으며, 원칙적으로 매각 전에는 자금을 인출할 수 없습니다. 저희는 심사를 거친 인허가 보유 개발사와만 협력하고 법적 계약과 에스크로를 활용하여 이러한 위험을 줄이고 있지만, 위험을 완전히 없앨 수는 없습니다. 프로젝트 전 기간 동안 묶어 두어도 괜찮은 자금으로만 투자하세요.',
  },
  receipt: {
    title: '결제 영수증',
    investor: '투자자',
    issued: '발행일',
    payment: '결제',
    reference: '참조 번호',
    paidOn: '결제일',
    project: '프로젝트',
    unit: '유닛',
    amountCharged: '청구 금액',
    rate: '환율',
    investmentAmount: '투자 금액',
    channel: '결제 수단',
    channels: {
      mobile_money: '모바일 머니',
      card: '카드',
    },
    note: '이 영수증은 위에 적힌 투자에 대해 결제 대행사 Paystack을 통해 결제를 받았음을 확인합니다. 세디 금액은 결제를 시작할 때 정해진, 표시된 환율로 청구되었습니다.',
  },
};
