import type { ServerTexts } from '../server-texts.types';

export const ja: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: '支払いを返金しました',
      message:
        'お支払い {reference}（{refundAmount} {currency}）は投資に充てることができなかったため、返金しました。',
    },
    paymentInstructionsChanged: {
      title: 'お支払い先が変更されました',
      message:
        '保留中の投資のお支払い先口座が変更されました（現在は{bankName}）。ダッシュボードに現在表示されている支払い先にのみお支払いください。以前の支払い先には支払わないでください。',
    },
    escrowReleased: {
      title: 'エスクローから支払われました',
      message:
        '{projectTitle}：独立した検査員が承認したマイルストーン「{milestone}」について、エスクローから開発業者へ GHS {cedis} が支払われました。',
    },
    escrowReleasedOpening: {
      title: 'エスクローから支払われました',
      message:
        '{projectTitle}：資金募集が終了したため、初回トランシェとしてエスクローから開発業者へ GHS {cedis} が支払われました。',
    },
    investmentSubmitted: {
      title: '投資を受け付けました',
      message:
        '{projectTitle}（ユニット {unitNumber}）への {amount} の投資はお支払い待ちです。参照番号：{reference}。',
    },
    paymentConfirmed: {
      title: 'お支払いを確認しました',
      message: '{projectTitle}（ユニット {unitNumber}）への {amount} のお支払いを確認しました。',
    },
    investmentCancelled: {
      title: '投資がキャンセルされました',
      message: '投資 {reference} はキャンセルされ、予約は解除されました。',
    },
    investmentExpired: {
      title: '投資の期限が切れました',
      message:
        '投資 {reference} は{deadlineDays}以内にお支払いがなかったため、期限切れとなりました。',
    },
    interestReceived: {
      title: '新しい投資の関心表明',
      message: '{projectTitle}への {amount} の新しい関心表明が審査を待っています。',
    },
    interestApproved: {
      title: '関心表明が承認されました',
      message: '{projectTitle}への関心表明が承認されました。24 時間以内にご連絡いたします。',
    },
    interestDeclined: {
      title: '関心表明は見送られました',
      message: '{projectTitle}への関心表明は見送りとなりました。',
    },
    unitSold: {
      title: 'ユニットが売却されました',
      message:
        '{projectTitle}のユニット {unitNumber} が売却されました。お客様の利益配分は {profitShare} です。',
    },
    kycApproved: {
      title: 'KYC が承認されました',
      message: '本人確認が承認されました。すべての案件に投資いただけます。',
    },
    kycRejected: {
      title: 'KYC が承認されませんでした',
      message: '本人確認は承認されませんでした。理由：{reason}',
    },
    updateVerified: {
      title: '進捗が確認されました',
      message: '{projectTitle}：独立検査員が更新「{updateTitle}」を確認しました。',
    },
    updateDisputed: {
      title: '進捗に異議が出されました',
      message: '{projectTitle}：独立検査員が更新「{updateTitle}」に異議を唱えました。メモ：{note}',
    },
    milestoneMoved: {
      title: 'スケジュールが変更されました',
      message:
        '{projectTitle}：マイルストーン「{milestone}」の予定日が {previousDate} から {newDate} に変更されました。理由：{reason}',
    },
    projectNotReporting: {
      title: 'デベロッパーからの報告が途絶えています',
      message:
        '{projectTitle} では、デベロッパーが約束した間隔（{intervalDays}）を過ぎても進捗報告がありません。',
    },
  },
  emails: {
    passwordReset: {
      subject: 'パスワード再設定コードのお知らせ',
      body: `{firstName} 様

パスワード再設定コード：{code}

{ttlMinutes}以内に {resetUrl} で入力してください。コードは一度だけ使用できます。
パスワードの再設定をご依頼されていない場合は、このメールを無視してください。パスワードは変更されません。

ご不明な点は {supportEmail} までお問い合わせください。`,
    },
    emailChange: {
      subject: '新しいメールアドレスの確認',
      body: `お客様

メールアドレス変更コード：{code}

{ttlMinutes}以内に {settingsUrl} で入力してください。コードは一度だけ使用できます。
このアドレスを CoInvest Accra のアカウントに登録するご依頼をされていない場合は、このメールを無視してください。何も変更されません。

ご不明な点は {supportEmail} までお問い合わせください。`,
    },
    emailVerification: {
      subject: 'メールアドレスの確認',
      body: `お客様

メールアドレスの確認コードは次のとおりです: {code}

{ttlMinutes}以内に {verifyUrl} で入力してください。コードは一度だけ使えます。
このアドレスで CoInvest Accra のアカウントを作成していない場合は、このメールを無視してください。コードが入力されない限り、アドレスは未確認のままです。

ご不明な点は {supportEmail} までお問い合わせください。`,
    },
    signInLimited: {
      subject: 'アカウントへのサインインを一時停止しています',
      body: `{firstName} 様

CoInvest Accra アカウントへのサインインの失敗が続いたため、新しい端末からのサインインを{waitMinutes}停止しています。以前にサインインしたことのある端末からは、引き続きパスワードでサインインできます。

お心当たりがない場合、第三者がパスワードを推測しようとしている可能性があります。停止中もアカウントは保護されています。同じパスワードを他のサービスでもお使いの場合は、設定画面で変更してください：{settingsUrl}

ご不明な点は {supportEmail} までお問い合わせください。`,
      staffBody: `{firstName} 様

CoInvest Accra のスタッフアカウントへのサインインの失敗が続いたため、新しい端末から管理サイトへのサインインを{waitMinutes}停止しています。以前にサインインしたことのある端末からは、引き続きパスワードでサインインできます。

お心当たりがない場合、第三者がパスワードを推測しようとしている可能性があります。停止中もアカウントは保護されています。同じパスワードを他のサービスでもお使いの場合は、メールでお送りするコードで新しいパスワードを設定してください：{resetUrl}
その後、いつもどおり管理サイトにサインインしてください：{signInUrl}
管理者にもお知らせください。

ご不明な点は {supportEmail} までお問い合わせください。`,
    },
    passwordChanged: {
      subject: 'パスワードが変更されました',
      body: `{firstName} 様

CoInvest Accra アカウントのパスワードが変更され、他の端末はサインアウトされました。

お心当たりがない場合は、直ちに {resetUrl} でパスワードを再設定し、{supportEmail} までご連絡ください。`,
    },
    emailChanged: {
      subject: 'メールアドレスが変更されました',
      body: `{firstName} 様

CoInvest Accra アカウントのメールアドレスが {newEmail} に変更されました。今後アカウントに関するメールはこちらに届き、他の端末はサインアウトされました。

お心当たりがない場合は、直ちに {supportEmail} までご連絡ください。`,
    },
    inspectorInvitation: {
      subject: '独立検査員としてのご招待',
      body: `{firstName} 様

CoInvest Accra は、独立検査員として工事の進捗を確認していただくため、あなたをご招待します。

パスワード設定用のコード: {code}

{ttlDays}以内に {setPasswordUrl} で、お好きなパスワードとともに入力してください。コードは一度だけ使えます。
その後 {signInUrl} にサインインすると、担当するプロジェクトが表示されます。

ご不明な点は {supportEmail} までお問い合わせください。`,
    },
    investmentCreated: {
      subject: '投資 {reference} のお支払い方法',
      body: `{firstName} 様

{amount} のご投資はお客様のために確保されています。{deadline} までに、支払い参照番号 {reference} をご記載のうえお支払いください。入金とご投資を照合するために使用します。期限を過ぎた未払いの投資は失効し、ユニットは再び募集されます。

当社エスクロー口座への銀行振込：
銀行名：{bankName}
支店名：{branch}
口座名義：{accountName}
口座番号：{accountNumber}
SWIFT コード：{swiftCode}

モバイルマネー：
{mobileMoney}

ご入金を確認しだい、管理者がご投資を確定いたします。`,
    },
    secondFactorEnabled: {
      subject: '2段階認証がオンになりました',
      body: `{firstName} 様

CoInvest Accra アカウントで2段階認証がオンになり、ほかの端末はサインアウトされました。今後はサインイン時に、パスワードのあとで認証アプリのコードの入力が必要になります。

お心当たりがない場合は、パスワードが第三者に知られているおそれがあります。今すぐ {resetUrl} でパスワードを再設定し、{supportEmail} までご連絡ください。`,
    },
    secondFactorDisabled: {
      subject: '2段階認証がオフになりました',
      body: `{firstName} 様

CoInvest Accra アカウントで2段階認証がオフになり、ほかの端末はサインアウトされました。サインインに必要なのはパスワードだけになりました。

お心当たりがない場合は、今すぐ {resetUrl} でパスワードを再設定し、設定で2段階認証を再びオンにして、{supportEmail} までご連絡ください。`,
    },
    secondFactorLocked: {
      subject: 'パスワードが第三者に知られています：2段階認証をロックしました',
      body: `{firstName} 様

どなたかがあなたのパスワードで CoInvest Accra アカウントにサインインし、その後2段階認証のコードを何度も間違えました。アカウントを守るため、2段階認証をロックしました。ロックを解除するまで、どのコードも受け付けません。

ご本人の場合は、{ttlDays}以内に次のリンクでロックを解除してください（1回のみ有効です）：
{unlockUrl}

お心当たりがない場合は、パスワードが第三者に知られています。リンクは使わず、今すぐ {resetUrl} でパスワードを再設定し、{supportEmail} までご連絡ください。`,
    },
    notification: {
      subject: '{title}',
      body: `{firstName} 様

{message}

メールで受け取る通知は、アカウント設定で選択できます。`,
    },
    layout: {
      footer: 'CoInvest Accra · ガーナ・アクラの建設前不動産への共同投資 · {supportEmail}',
      linkFallback: 'ボタンが機能しない場合は、次のリンクを開いてください：',
      actions: {
        enterCode: 'コードを入力',
        openSettings: '設定を開く',
        setPassword: 'パスワードを設定',
        resetPassword: '新しいパスワードを設定',
        unlockSecondFactor: '2段階認証のロックを解除',
      },
    },
  },
  chatbot: {
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
      'CoInvest Accraは固定利回りではなく、売却時に利益を分配する仕組みです。ユニットが売却されると、その利益は売却価格からユニット価格と売却費用を差し引いた額です。あなたの配分は、ユニットの持分（投資額÷ユニット価格）にその利益を掛けた額です。ユニットの10%を出資していれば、利益の10%を受け取ります。投資家が出資していない部分はデベロッパーのものであり、損失での売却では利益は分配されません。プロジェクトに表示される利益の幅は見込みであり、保証ではありません。',
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
    payFromAbroad:
      '海外からは、ダッシュボードの投資に表示されるエスクロー口座（SWIFTコード付き）へ国際銀行送金でお支払いください。支払い参照番号を記載し、予約から{deadlineDays}以内にお振り込みください。入金が届き次第、当チームが確認します。',
    linkFaq: 'よくある質問を読む',
  },
  faq: {
    minimumAmount:
      '共同購入は通常{minimumCedis}セディから可能です。各プロジェクトおよびユニットのページに最低投資額が表示されており、通貨選択機能を使えば、すべての金額をお好きな通貨で確認できます。',
    risks:
      '不動産投資には現実的なリスクが伴います。市場価格が下落する、工事が遅れる、セディとお客様の自国通貨との為替レートが不利に動く、といった可能性があり、リターンは保証されません。投資額を下回る金額しか戻らない場合もあり、原則として売却前に資金を引き出すことはできません。当社は、審査済みの許認可を持つデベロッパーとのみ取引し、法的契約とエスクローを用いることでこれらのリスクの軽減に努めていますが、リスクを完全になくすことはできません。プロジェクトの全期間にわたって拘束されても差し支えない資金でのみ投資してください。',
  },
  receipt: {
    title: 'お支払いの領収書',
    investor: '投資家',
    issued: '発行日',
    payment: 'お支払い',
    reference: '参照番号',
    paidOn: '支払日',
    project: 'プロジェクト',
    unit: 'ユニット',
    amountCharged: '請求額',
    rate: '為替レート',
    investmentAmount: '投資額',
    channel: '支払方法',
    channels: {
      mobile_money: 'モバイルマネー',
      card: 'カード',
    },
    note: 'この領収書は、上記の投資について、決済代行会社 Paystack を通じてお支払いを受領したことを証明するものです。セディ建ての金額は、お支払い開始時に確定した記載の為替レートで請求されました。',
  },
};
