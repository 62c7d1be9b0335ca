import type { LegalPageName } from '@app/shared';

/**
 * The pages' texts until the operator publishes theirs. The terms are the operator's contract, so
 * the product cannot write them and says so. The privacy notice says what this software does with
 * personal data, which holds whoever runs it: the operator adds who they are and how to reach them.
 */
export const PRODUCT_TEXTS: Record<LegalPageName, { title: string; text: string }> = {
  terms: {
    title: 'Terms and conditions',
    text: `These will be the terms and conditions of the business that runs this service, its operator. The operator has not published them here yet.

Until they do, ask the operator for their terms before you agree to them.`,
  },
  privacy: {
    title: 'Privacy policy',
    text: `This notice says what this service does with personal data, as Nigeria's Data Protection Act 2023 asks. The business that runs it, its operator, is the data controller; until they publish their own notice here, ask them who they are and how to reach them.

## What it keeps

About providers: name, e-mail, phone number, gender, business name, address, hours and services, photos, the National Identification Number (kept encrypted; pages show only its first 4 digits), bank accounts for payouts, and the record of every booking, payment, fee, refund and withdrawal.

About clients of a shop: name, phone number, e-mail when given, the bookings made (service, time, place, notes), messages with the shop, reviews, and payments made through the service.

About everyone: when each sign-in session began and was last used, and the addresses that sign-in and code limits count for a short while. The server's logs never hold passwords, codes, tokens or card details.

## Why, and on what basis

To run bookings, payments and messages between a shop and its clients (the contract with each of them); to keep money records as the law requires (a legal obligation); to stop fraud and keep accounts safe (legitimate interest). Reminders and other messages that are not needed to deliver a booking are sent only with consent, which can be withdrawn at any time.

## Who else receives it

The payment provider (Paystack) for card and transfer payments and payouts; the SMS, WhatsApp and e-mail providers that deliver messages; the storage provider that holds uploaded images. Each receives only what its task needs.

## How long it is kept

An account's data while the account is open. Money records (payments, fees, refunds, withdrawals) for at least six years, as tax law requires. A sign-in session ends after 30 days without use.

## Your rights

You may ask for a copy of your data, have it corrected, erased or restricted, object to its use, and take it elsewhere. Ask the operator; a shop's clients may also ask the shop, or, from their booking page, download, correct or erase their data and stop the shop's messages. If you are not satisfied with the answer, you may complain to the Nigeria Data Protection Commission (ndpc.gov.ng).

## If something goes wrong

If personal data is exposed, the operator tells the Nigeria Data Protection Commission within 72 hours, and tells the people affected without delay when the risk to them is high.`,
  },
};
