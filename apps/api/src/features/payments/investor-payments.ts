import {
  PAYMENT_MESSAGES,
  PLATFORM_NAME,
  SERVER_TEXTS,
  textLanguage,
  type TInvestorPaymentList,
} from '@coinvest/contract';
import type { Executor } from '../../lib/executor';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access/request-user';
import { renderPdf } from '../../lib/pdf/pdf-document';
import { formatPdfDate, formatPdfMoney } from '../../lib/pdf/pdf-format';
import { findUserById } from '../users/users.repository';
import { toInvestorPayment } from './payments.mapper';
import { findPaymentOfInvestor, listPaymentsOfInvestor } from './payments.repository';

/**
 * The caller's own payments, of all their investments, newest first. A pending one is shown as
 * stored: the verification job asks the provider about it within a minute or so.
 */
export async function listInvestorPayments(
  db: Executor,
  user: AuthUser,
): Promise<TInvestorPaymentList> {
  const rows = await listPaymentsOfInvestor(db, user.id);
  return { items: rows.map(toInvestorPayment) };
}

/**
 * The receipt of the caller's own succeeded payment, as a PDF in their saved language: 404 for
 * an unknown reference or another's payment (whose existence is not theirs to know), 409 for
 * one that has not succeeded.
 */
export async function paymentReceiptPdf(db: Executor, user: AuthUser, reference: string) {
  const row = await findPaymentOfInvestor(db, user.id, reference);
  if (!row) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  const payment = toInvestorPayment(row);
  if (payment.status !== 'succeeded' || !row.confirmedAt) {
    throw new ConflictError(PAYMENT_MESSAGES.receiptNotPaid);
  }
  const investor = await findUserById(db, user.id);
  if (!investor) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  const language = textLanguage(investor.preferredLanguage);
  const texts = SERVER_TEXTS[language].receipt;
  const pdf = await renderPdf({
    language,
    title: texts.title,
    intro: [
      PLATFORM_NAME,
      `${texts.investor}: ${investor.firstName} ${investor.lastName}`,
      `${texts.issued}: ${formatPdfDate(new Date())}`,
    ],
    sections: [
      {
        heading: texts.payment,
        lines: [
          [texts.reference, payment.reference],
          [texts.paidOn, formatPdfDate(row.confirmedAt)],
          [texts.project, payment.projectTitle],
          [texts.unit, payment.unitNumber],
          [texts.amountCharged, formatPdfMoney(payment.currency, payment.amount)],
          ...(payment.rate
            ? [[texts.rate, `1 USD = ${payment.rate} ${payment.currency}`] as const]
            : []),
          [texts.investmentAmount, formatPdfMoney('USD', payment.investmentAmount)],
          ...(payment.channel ? [[texts.channel, texts.channels[payment.channel]] as const] : []),
        ],
      },
    ],
    note: texts.note,
  });
  return { pdf, fileName: `receipt-${payment.reference}.pdf` };
}
