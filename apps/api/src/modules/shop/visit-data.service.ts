import { PRIVACY_MESSAGES, type VisitCorrectBody, type VisitDataBody } from '@app/shared';
import { conflict } from '../../lib/errors.ts';
import type { ClientPrivacy } from '../privacy/index.ts';
import type { ShopClientsService } from './shop-clients.service.ts';
import type { ShopVisitsService, Visitor } from './shop-visits.service.ts';

/**
 * The client's rights from her booking page (issue 37, NDPA s.34–36): her data and its erasure,
 * its correction, her objection to the shop's messages. The link's
 * key alone is not enough (a forwarded message carries it): a code to the booking's phone, the
 * shop page's own code and limits, proves her the client first.
 */
export function visitDataService(deps: {
  visits: Pick<ShopVisitsService, 'reach'>;
  clients: Pick<ShopClientsService, 'sendTo' | 'check'>;
  privacy: ClientPrivacy;
}) {
  const { visits, clients, privacy } = deps;

  async function phoneOf(visitor: Visitor, id: number) {
    await visits.reach(visitor, id);
    const contact = await privacy.contactOf(id);
    if (!contact?.phone) throw conflict(PRIVACY_MESSAGES.noPhone);
    return { ...contact, phone: contact.phone };
  }

  return {
    async sendCode(visitor: Visitor, id: number, ip: string) {
      const { vendorId, shop, phone } = await phoneOf(visitor, id);
      return clients.sendTo({ id: vendorId, business_name: shop }, phone, 'sms', ip);
    },
    async data(visitor: Visitor, id: number, body: VisitDataBody) {
      const { phone } = await phoneOf(visitor, id);
      await clients.check(phone, body.code);
      return privacy.dataOf(id, body.erase);
    },
    async correct(visitor: Visitor, id: number, { code, ...details }: VisitCorrectBody) {
      const { phone } = await phoneOf(visitor, id);
      await clients.check(phone, code);
      return privacy.correct(id, details);
    },
    async object(visitor: Visitor, id: number, code: string) {
      const { phone } = await phoneOf(visitor, id);
      await clients.check(phone, code);
      return privacy.object(id);
    },
  };
}
