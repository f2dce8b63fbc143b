import type { ServerTexts } from '../server-texts.types';

export const ko: ServerTexts = {
  notifications: {
    paymentInstructionsChanged: {
      title: '결제 정보가 변경되었습니다',
      message:
        '대기 중인 투자금을 납부할 계좌가 변경되었습니다(현재 {bankName}). 대시보드에 지금 표시된 정보로만 납부하시고, 이전 정보로는 납부하지 마세요.',
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

문의 사항은 {supportEmail}(으)로 보내 주십시오.

CoInvest Accra`,
    },
    emailChange: {
      subject: '새 이메일 주소를 확인해 주십시오',
      body: `안녕하세요.

이메일 변경 코드: {code}

{ttlMinutes} 이내에 {settingsUrl}에서 입력해 주십시오. 코드는 한 번만 사용할 수 있습니다.
이 주소를 CoInvest Accra 계정에 사용하도록 요청하지 않으셨다면 이 이메일을 무시해 주십시오. 아무것도 변경되지 않습니다.

문의 사항은 {supportEmail}(으)로 보내 주십시오.

CoInvest Accra`,
    },
    emailVerification: {
      subject: '이메일 주소를 인증해 주십시오',
      body: `안녕하세요.

이메일 인증 코드는 다음과 같습니다: {code}

{ttlMinutes} 이내에 {verifyUrl}에서 입력해 주십시오. 코드는 한 번만 사용할 수 있습니다.
이 주소로 CoInvest Accra 계정을 만들지 않으셨다면 이 이메일을 무시하십시오. 코드가 없으면 주소는 인증되지 않은 상태로 남습니다.

문의 사항은 {supportEmail}(으)로 보내 주십시오.

CoInvest Accra`,
    },
    signInLimited: {
      subject: '계정 로그인이 잠시 중지되었습니다',
      body: `{firstName} 님, 안녕하세요.

CoInvest Accra 계정에 실패한 로그인 시도가 너무 많아 새 기기에서의 로그인이 {waitMinutes} 동안 중지되었습니다. 이전에 로그인한 적이 있는 기기에서는 계속 비밀번호로 로그인할 수 있습니다.

본인이 시도한 것이 아니라면 누군가 비밀번호를 추측하려는 것일 수 있습니다. 중지되는 동안에도 계정은 안전합니다. 같은 비밀번호를 다른 곳에서도 사용하신다면 설정에서 변경해 주십시오: {settingsUrl}

문의 사항은 {supportEmail}(으)로 보내 주십시오.

CoInvest Accra`,
      staffBody: `{firstName} 님, 안녕하세요.

CoInvest Accra 직원 계정에 실패한 로그인 시도가 너무 많아 새 기기에서의 관리 사이트 로그인이 {waitMinutes} 동안 중지되었습니다. 이전에 로그인한 적이 있는 기기에서는 계속 비밀번호로 로그인할 수 있습니다.

본인이 시도한 것이 아니라면 누군가 비밀번호를 추측하려는 것일 수 있습니다. 중지되는 동안에도 계정은 안전합니다. 같은 비밀번호를 다른 곳에서도 사용하신다면 이메일로 보내 드리는 코드로 새 비밀번호를 설정해 주십시오: {resetUrl}
그런 다음 평소처럼 관리 사이트에 로그인하십시오: {signInUrl}
관리자에게도 알려 주십시오.

문의 사항은 {supportEmail}(으)로 보내 주십시오.

CoInvest Accra`,
    },
    passwordChanged: {
      subject: '비밀번호가 변경되었습니다',
      body: `{firstName} 님, 안녕하세요.

CoInvest Accra 계정의 비밀번호가 방금 변경되었으며, 다른 기기는 로그아웃되었습니다.

본인이 변경하지 않았다면 즉시 {resetUrl}에서 비밀번호를 재설정하고 {supportEmail}(으)로 연락해 주십시오.

CoInvest Accra`,
    },
    emailChanged: {
      subject: '이메일 주소가 변경되었습니다',
      body: `{firstName} 님, 안녕하세요.

CoInvest Accra 계정의 이메일 주소가 방금 {newEmail}(으)로 변경되었습니다. 이제 계정 관련 이메일은 그 주소로 발송되며, 다른 기기는 로그아웃되었습니다.

본인이 변경하지 않았다면 즉시 {supportEmail}(으)로 연락해 주십시오.

CoInvest Accra`,
    },
    inspectorInvitation: {
      subject: '독립 검사관으로 초대합니다',
      body: `{firstName}님, 안녕하세요.

CoInvest Accra에서 독립 검사관으로서 공사 진행 상황을 확인해 주시도록 초대합니다.

비밀번호 설정 코드: {code}

{ttlDays} 이내에 {setPasswordUrl}에서 원하는 비밀번호와 함께 입력하세요. 코드는 한 번만 사용할 수 있습니다.
그런 다음 {signInUrl}에 로그인하면 배정된 프로젝트를 볼 수 있습니다.

문의 사항은 {supportEmail}로 보내 주세요.

CoInvest Accra`,
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

입금이 확인되면 관리자가 투자를 확정합니다.

CoInvest Accra`,
    },
    secondFactorEnabled: {
      subject: '2단계 로그인이 켜졌습니다',
      body: `{firstName}님, 안녕하세요.

CoInvest Accra 계정에서 방금 2단계 로그인이 켜졌고, 다른 기기는 로그아웃되었습니다. 이제 로그인할 때 비밀번호 다음에 인증 앱의 코드를 입력해야 합니다.

본인이 한 일이 아니라면 누군가 비밀번호를 알고 있을 수 있습니다. 지금 {resetUrl}에서 비밀번호를 재설정하고 {supportEmail}(으)로 연락해 주세요.

CoInvest Accra`,
    },
    secondFactorDisabled: {
      subject: '2단계 로그인이 꺼졌습니다',
      body: `{firstName}님, 안녕하세요.

CoInvest Accra 계정에서 방금 2단계 로그인이 꺼졌고, 다른 기기는 로그아웃되었습니다. 이제 로그인할 때 비밀번호만 입력하면 됩니다.

본인이 한 일이 아니라면 지금 {resetUrl}에서 비밀번호를 재설정하고, 설정에서 2단계 로그인을 다시 켠 뒤 {supportEmail}(으)로 연락해 주세요.

CoInvest Accra`,
    },
    secondFactorLocked: {
      subject: '누군가 비밀번호를 알고 있습니다: 2단계 로그인이 잠겼습니다',
      body: `{firstName}님, 안녕하세요.

누군가 회원님의 비밀번호로 CoInvest Accra 계정에 로그인한 뒤 2단계 로그인 코드를 너무 많이 틀렸습니다. 계정을 보호하기 위해 2단계 로그인이 잠겼으며, 잠금을 해제할 때까지 어떤 코드도 받지 않습니다.

본인이라면 {ttlDays} 안에 이 링크로 잠금을 해제하세요(한 번만 사용할 수 있습니다):
{unlockUrl}

본인이 아니라면 누군가 비밀번호를 알고 있습니다. 링크를 사용하지 말고 지금 {resetUrl}에서 비밀번호를 재설정한 뒤 {supportEmail}(으)로 연락해 주세요.

CoInvest Accra`,
    },
    notification: {
      subject: '{title}',
      body: `{firstName} 님, 안녕하세요.

{message}

이메일로 받을 알림은 계정 설정에서 선택하실 수 있습니다.

CoInvest Accra`,
    },
  },
};
