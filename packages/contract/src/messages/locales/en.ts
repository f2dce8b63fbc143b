import type { ServerTexts } from '../server-texts.types';

export const en: ServerTexts = {
  notifications: {
    paymentRefunded: {
      title: 'Payment refunded',
      message:
        'Your payment {reference} of {refundAmount} {currency} could not be used for your investment and has been refunded to you.',
    },
    paymentInstructionsChanged: {
      title: 'Payment details changed',
      message:
        'The account to pay your pending investment into has changed (now at {bankName}). Pay only into the details now shown on your dashboard, not into earlier ones.',
    },
    escrowReleased: {
      title: 'Escrow released',
      message:
        '{projectTitle}: GHS {cedis} was released from escrow to the developer for the milestone "{milestone}", signed off by an independent inspector.',
    },
    escrowReleasedOpening: {
      title: 'Escrow released',
      message:
        '{projectTitle}: GHS {cedis} was released from escrow to the developer as the opening tranche, now that funding has closed.',
    },
    investmentSubmitted: {
      title: 'Investment Submitted',
      message:
        'Your investment of {amount} in {projectTitle} (unit {unitNumber}) awaits payment. Reference {reference}.',
    },
    paymentConfirmed: {
      title: 'Payment Confirmed',
      message: 'Your payment of {amount} for {projectTitle} (unit {unitNumber}) is confirmed.',
    },
    investmentCancelled: {
      title: 'Investment Cancelled',
      message: 'Your investment {reference} was cancelled and its reservation released.',
    },
    investmentExpired: {
      title: 'Investment Expired',
      message: 'Your investment {reference} was not paid within {deadlineDays} and has expired.',
    },
    interestReceived: {
      title: 'New Investment Interest',
      message: 'A new interest of {amount} in {projectTitle} awaits review.',
    },
    interestApproved: {
      title: 'Interest Approved',
      message: 'Your interest in {projectTitle} was approved. We will contact you within 24 hours.',
    },
    interestDeclined: {
      title: 'Interest Declined',
      message: 'Your interest in {projectTitle} was not taken forward.',
    },
    unitSold: {
      title: 'Unit sold',
      message:
        'Unit {unitNumber} of {projectTitle} has been sold. Your profit share is {profitShare}.',
    },
    kycApproved: {
      title: 'KYC Approved',
      message:
        'Your identity verification has been approved. You can now invest in all opportunities.',
    },
    kycRejected: {
      title: 'KYC Rejected',
      message: 'Your identity verification was not approved. Reason: {reason}',
    },
    updateVerified: {
      title: 'Progress verified',
      message: '{projectTitle}: an independent inspector confirmed the update "{updateTitle}".',
    },
    updateDisputed: {
      title: 'Progress disputed',
      message:
        '{projectTitle}: an independent inspector disputed the update "{updateTitle}". Note: {note}',
    },
    milestoneMoved: {
      title: 'Schedule changed',
      message:
        '{projectTitle}: the milestone “{milestone}” moved from {previousDate} to {newDate}. Reason: {reason}',
    },
    projectNotReporting: {
      title: 'Developer not reporting',
      message:
        '{projectTitle} has had no progress update for more than {intervalDays}, the interval its developer promised.',
    },
  },
  emails: {
    passwordReset: {
      subject: 'Your password reset code',
      body: `Hello {firstName},

Your password reset code is: {code}

Enter it on {resetUrl} within {ttlMinutes}. It works once.
If you did not ask to reset your password, ignore this e-mail: your password stays as it is.

Questions? Write to {supportEmail}.`,
    },
    emailChange: {
      subject: 'Confirm your new email address',
      body: `Hello,

Your email change code is: {code}

Enter it on {settingsUrl} within {ttlMinutes}. It works once.
If you did not ask to use this address for a CoInvest Accra account, ignore this e-mail: nothing changes.

Questions? Write to {supportEmail}.`,
    },
    emailVerification: {
      subject: 'Verify your email address',
      body: `Hello,

Your email verification code is: {code}

Enter it on {verifyUrl} within {ttlMinutes}. It works once.
If you did not create a CoInvest Accra account with this address, ignore this e-mail: without the code, the address stays unverified.

Questions? Write to {supportEmail}.`,
    },
    signInLimited: {
      subject: 'Sign-in to your account is paused for a while',
      body: `Hello {firstName},

There have been too many failed sign-in attempts on your CoInvest Accra account, so signing in from a new device is paused for {waitMinutes}. Devices you have signed in with before can still sign in with your password.

If this was not you, someone may be trying to guess your password. Your account stays safe while it is paused; if your password is not unique to CoInvest Accra, change it in your settings: {settingsUrl}

Questions? Write to {supportEmail}.`,
      staffBody: `Hello {firstName},

There have been too many failed sign-in attempts on your CoInvest Accra staff account, so signing in to the admin site from a new device is paused for {waitMinutes}. Devices you have signed in with before can still sign in with your password.

If this was not you, someone may be trying to guess your password. Your account stays safe while it is paused. If your password is not unique to CoInvest Accra, set a new one with a code we e-mail you: {resetUrl}
Then sign in on the admin site as usual: {signInUrl}
Please also let the administrators know.

Questions? Write to {supportEmail}.`,
    },
    passwordChanged: {
      subject: 'Your password was changed',
      body: `Hello {firstName},

The password of your CoInvest Accra account has just been changed, and your other devices have been signed out.

If you did not change it, reset your password at once on {resetUrl} and write to {supportEmail}.`,
    },
    emailChanged: {
      subject: 'Your email address was changed',
      body: `Hello {firstName},

The email address of your CoInvest Accra account has just been changed to {newEmail}. E-mails about your account now go there, and your other devices have been signed out.

If you did not make this change, write to {supportEmail} at once.`,
    },
    inspectorInvitation: {
      subject: 'You are invited as an independent inspector',
      body: `Hello {firstName},

CoInvest Accra has invited you to verify construction progress as an independent inspector.

Your set-up code is: {code}

Enter it with a password of your choice on {setPasswordUrl} within {ttlDays}. It works once.
Then sign in on {signInUrl} to see the projects assigned to you.

Questions? Write to {supportEmail}.`,
    },
    investmentCreated: {
      subject: 'How to pay your investment {reference}',
      body: `Hello {firstName},

Your investment of {amount} is reserved for you. Please pay it by {deadline}, quoting the payment reference {reference}, so we can match your payment to your investment. Unpaid investments expire after that date and the unit is released.

Bank transfer to our escrow account:
Bank: {bankName}
Branch: {branch}
Account name: {accountName}
Account number: {accountNumber}
SWIFT code: {swiftCode}

Mobile money:
{mobileMoney}

An administrator confirms your investment once your payment arrives.`,
    },
    secondFactorEnabled: {
      subject: 'Two-factor sign-in was turned on',
      body: `Hello {firstName},

Two-factor sign-in was just turned on for your CoInvest Accra account, and your other devices were signed out. From now on, signing in asks for a code from your authenticator app after your password.

If you did not do this, someone may know your password: reset it now at {resetUrl} and write to us at {supportEmail}.`,
    },
    secondFactorDisabled: {
      subject: 'Two-factor sign-in was turned off',
      body: `Hello {firstName},

Two-factor sign-in was just turned off for your CoInvest Accra account, and your other devices were signed out. Signing in now asks only for your password.

If you did not do this, reset your password now at {resetUrl}, turn two-factor sign-in on again in your settings, and write to us at {supportEmail}.`,
    },
    secondFactorLocked: {
      subject: 'Someone knows your password: two-factor sign-in is locked',
      body: `Hello {firstName},

Someone signed in to your CoInvest Accra account with your password and then entered too many wrong two-factor codes. To protect your account, two-factor sign-in is locked: no code is accepted until you unlock it.

If this was you, unlock it with this link within {ttlDays} (it works once):
{unlockUrl}

If this was not you, someone knows your password. Do not use the link; reset your password now at {resetUrl} and write to us at {supportEmail}.`,
    },
    notification: {
      subject: '{title}',
      body: `Hello {firstName},

{message}

You can choose which notifications reach you by e-mail in your account settings.`,
    },
    layout: {
      footer:
        'CoInvest Accra · Co-investment in off-plan property in Accra, Ghana · {supportEmail}',
      linkFallback: 'If the button does not work, open this link:',
      actions: {
        enterCode: 'Enter the code',
        openSettings: 'Open your settings',
        setPassword: 'Set your password',
        resetPassword: 'Set a new password',
        unlockSecondFactor: 'Unlock two-factor sign-in',
      },
    },
  },
  chatbot: {
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
      'CoInvest Accra works on profit sharing on sale, not on a fixed return. When a unit is sold, its profit is the sold price minus the unit’s price and the costs of the sale. Your share is your ownership of the unit (your amount over its price) times that profit: if you funded 10% of the unit, you receive 10% of its profit. The part of the unit investors did not fund belongs to its developer, and a sale at a loss shares no profit. The profit ranges shown on projects are estimates, not promises.',
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
    payFromAbroad:
      'From abroad, you pay by international bank transfer into the escrow account shown with your investment on your dashboard (its SWIFT code included), quoting your payment reference, within {deadlineDays} of reserving. Our team confirms your payment when it arrives.',
    linkFaq: 'Read the FAQ',
  },
  faq: {
    minimumAmount:
      'Co-buying typically starts from {minimumCedis} cedis. Each project and unit shows its own minimum investment on its page, and you can view every amount in the currency you choose with the currency picker.',
    risks:
      "Property investment carries real risks: market prices can fall, construction can be delayed, the cedi's exchange rate against your own currency can move against you, and returns are not guaranteed. You may get back less than you invested, and your money cannot normally be withdrawn before the sale. We reduce these risks by working only with licensed, reviewed developers, through legal agreements and escrow, but we cannot remove them. Invest only money you can leave committed for the whole project.",
  },
  receipt: {
    title: 'Payment receipt',
    investor: 'Investor',
    issued: 'Issued',
    payment: 'Payment',
    reference: 'Reference',
    paidOn: 'Date paid',
    project: 'Project',
    unit: 'Unit',
    amountCharged: 'Amount charged',
    rate: 'Exchange rate',
    investmentAmount: 'Investment amount',
    channel: 'Paid with',
    channels: {
      mobile_money: 'Mobile money',
      card: 'Card',
    },
    note: 'This receipt confirms a payment received through our payment provider, Paystack, for the investment named above. The amount in cedis was charged at the exchange rate shown, fixed when the payment started.',
  },
};
