import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { idempotencyHeaders, idParams } from '../common.ts';
import { depositSummaryResponse } from '../payments/schemas.ts';
import { bankAccountBody, bankAccountLookupQuery, withdrawalBody } from './banks.ts';
import {
  bankAccountAddedResponse,
  bankAccountNameResponse,
  bankAccountRemovedResponse,
  bankAccountsResponse,
  banksResponse,
  earningsReportQuery,
  earningsReportResponse,
  lastMonthDiffResponse,
  monthlyEarningsResponse,
  walletResponse,
  withdrawalSubmittedResponse,
  withdrawalsResponse,
} from './schemas.ts';
import { statementQuery, statementResponse } from './statement.ts';

const vendor = { tag: 'wallet', audience: 'vendor' } as const;

/** SPEC §7 wallet calls, the earnings page's figures and the vendor's payout accounts. */
export const walletApi = {
  wallet: endpoint({ ...vendor, method: 'GET', path: '/getUserWallet', responses: { 200: walletResponse } }),
  lastMonthDiff: endpoint({
    ...vendor,
    method: 'GET',
    path: '/lastMonthDiffWeb',
    responses: { 200: lastMonthDiffResponse },
  }),
  monthly: endpoint({
    ...vendor,
    method: 'GET',
    path: '/earnings/monthly',
    responses: { 200: monthlyEarningsResponse },
  }),
  /** The Report page's revenue: earnings from the ledger per day, week or month of the period. */
  report: endpoint({
    ...vendor,
    method: 'GET',
    path: '/earnings/report',
    query: earningsReportQuery,
    responses: { 200: earningsReportResponse },
  }),
  deposits: endpoint({
    ...vendor,
    method: 'GET',
    path: '/earnings/deposits',
    responses: { 200: depositSummaryResponse },
  }),
  withdrawals: endpoint({
    ...vendor,
    method: 'GET',
    path: '/withdrawals',
    responses: { 200: withdrawalsResponse },
  }),
  /**
   * The whole balance (or `amount` of it, ours) to one of the vendor's accounts, less the fee. 403
   * until NIN, e-mail and phone are verified; 422 for an account that is not the vendor's, a balance
   * under the minimum, an amount out of range or an Idempotency-Key reused for another request; 404
   * when the vendor's user is gone.
   */
  withdraw: endpoint({
    ...vendor,
    method: 'POST',
    path: '/withdrawalrequest',
    body: withdrawalBody,
    headers: idempotencyHeaders,
    responses: { 200: withdrawalSubmittedResponse },
    errors: [403, 404, 422],
  }),
  /** Ours (issue 35): every ledger row of a Lagos month in words, with the balance after each. */
  statement: endpoint({
    ...vendor,
    method: 'GET',
    path: '/wallet/statement',
    query: statementQuery,
    responses: { 200: statementResponse },
  }),
  /** The same statement as a CSV download (a cell a spreadsheet would run as a formula is kept as text). */
  statementCsv: endpoint({
    ...vendor,
    method: 'GET',
    path: '/wallet/statement.csv',
    query: statementQuery,
    responses: {
      200: {
        description: 'The month’s statement as CSV',
        content: { 'text/csv': { schema: z.string() } },
      },
    },
  }),
  banks: endpoint({ ...vendor, method: 'GET', path: '/banks', responses: { 200: banksResponse } }),
  bankAccounts: endpoint({
    ...vendor,
    method: 'GET',
    path: '/bankaccounts',
    responses: { 200: bankAccountsResponse },
  }),
  /**
   * The name the bank holds for an account, asked of the payout provider before it is saved (ours,
   * not SPEC §7). 422 with the provider's message when the bank knows no such account; 503 when
   * the provider cannot be asked now.
   */
  resolveBankAccount: endpoint({
    ...vendor,
    method: 'GET',
    path: '/bankaccounts/resolve',
    query: bankAccountLookupQuery,
    responses: { 200: bankAccountNameResponse },
    errors: [422, 503],
  }),
  /**
   * Saves the account under the name the bank gives for it (looked up again), whatever name was
   * sent; 422 and 503 as for the lookup.
   */
  addBankAccount: endpoint({
    ...vendor,
    method: 'POST',
    path: '/bankaccounts',
    body: bankAccountBody,
    responses: { 201: bankAccountAddedResponse },
    errors: [422, 503],
  }),
  /** 404 when the account is not one of the vendor's (or already removed). */
  deleteBankAccount: endpoint({
    ...vendor,
    method: 'DELETE',
    path: '/bankaccounts/:id',
    params: idParams,
    responses: { 200: bankAccountRemovedResponse },
    errors: [404],
  }),
};
