import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { adminCommands, runAdmin } from '../admin/admin.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const page = (name: string) => t.app.inject({ url: `/api/legal/${name}` });
const admin = (...argv: string[]) => runAdmin(adminCommands(t.app.container), argv);

describe('GET /legal/:page (issue 37)', () => {
  it("answers the product's texts to anyone, before the operator publishes theirs", async () => {
    const terms = await page('terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toMatchObject({
      success: true,
      page: 'terms',
      title: 'Terms and conditions',
      published_by_operator: false,
      updated_at: null,
    });
    const privacy = (await page('privacy')).json();
    expect(privacy).toMatchObject({ title: 'Privacy policy', published_by_operator: false });
    // What the NDPA asks a notice to say: what is kept, why, who receives it, how long, the rights.
    for (const heading of ['## What it keeps', '## Why, and on what basis', '## Who else receives it'])
      expect(privacy.text).toContain(heading);
    expect(privacy.text).toContain('## How long it is kept');
    expect(privacy.text).toContain('## Your rights');
    expect(privacy.text).toContain('within 72 hours');
  });

  it('shows the text the operator published, on every instance (it is in the database), until taken back', async () => {
    const file = join(t.dataDir, 'privacy.txt');
    writeFileSync(
      file,
      '## Who we are\n\nAdaeze Salons Ltd, 4 Awolowo Road, Ikoyi.\n\nWrite to privacy@adaeze.ng.\n',
    );
    expect(await admin('legal-text', 'privacy', file)).toBe(
      '/privacy shows your text now (3 paragraphs and headings)',
    );
    t.clock.advance(1000);
    const own = (await page('privacy')).json();
    expect(own).toMatchObject({
      title: 'Privacy policy',
      published_by_operator: true,
      text: '## Who we are\n\nAdaeze Salons Ltd, 4 Awolowo Road, Ikoyi.\n\nWrite to privacy@adaeze.ng.',
      updated_at: '2026-11-20T09:00:00.000Z',
    });
    expect((await page('terms')).json().published_by_operator).toBe(false);
    expect(await admin('legal-text', 'privacy', '--product')).toBe("/privacy shows the product's text again");
    expect((await page('privacy')).json().published_by_operator).toBe(false);
  });

  it('refuses unknown pages, files and empty texts with a clear message, changing nothing', async () => {
    const unknown = await page('cookies');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false });
    expect(unknown.body).not.toContain('stack');
    await expect(admin('legal-text', 'cookies', 'x.txt')).rejects.toThrow(
      'Usage: legal-text <terms|privacy>',
    );
    await expect(admin('legal-text', 'terms')).rejects.toThrow('Usage: legal-text');
    await expect(admin('legal-text', 'terms', join(t.dataDir, 'missing.txt'))).rejects.toThrow('Cannot read');
    const empty = join(t.dataDir, 'empty.txt');
    writeFileSync(empty, ' \n\n');
    await expect(admin('legal-text', 'terms', empty)).rejects.toThrow('is empty');
    expect((await page('terms')).json().published_by_operator).toBe(false);
  });
});
