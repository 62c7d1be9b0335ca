import { Button, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { mailLink, phoneContact } from '../lib/contactLinks.ts';

/**
 * Ways to reach a client: each number as tap-to-call and on WhatsApp (a number we cannot read as
 * Nigerian is shown as given, without links), each address by e-mail, then what the screen adds
 * (`children`, e.g. the chat). Nothing at all when there is no way.
 */
export function ContactLinks({
  name,
  phones,
  emails = [],
  children,
}: {
  name: string;
  phones: readonly string[];
  emails?: readonly string[];
  children?: ReactNode;
}) {
  if (!phones.length && !emails.length && !children) return null;
  return (
    <Group gap="xs" role="group" aria-label={`Contact ${name}`}>
      {phones.map((phone) => {
        const { shown, tel, whatsApp } = phoneContact(phone);
        return (
          <Group key={phone} gap={4}>
            {tel ? (
              <Button
                component="a"
                href={tel}
                size="xs"
                variant="light"
                leftSection={<IconPhone size={14} />}
                aria-label={`Call ${name} on ${shown}`}
              >
                {shown}
              </Button>
            ) : (
              <Group gap={4} c="dimmed">
                <IconPhone size={14} />
                <Text fz="sm">{shown}</Text>
              </Group>
            )}
            {whatsApp && (
              <Button
                component="a"
                href={whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                variant="light"
                color="green"
                leftSection={<IconBrandWhatsapp size={14} />}
                aria-label={`WhatsApp ${name} on ${shown}`}
              >
                WhatsApp
              </Button>
            )}
          </Group>
        );
      })}
      {emails.map((email) => (
        <Button
          key={email}
          component="a"
          href={mailLink(email)}
          size="xs"
          variant="light"
          color="gray"
          leftSection={<IconMail size={14} />}
        >
          {email}
        </Button>
      ))}
      {children}
    </Group>
  );
}
