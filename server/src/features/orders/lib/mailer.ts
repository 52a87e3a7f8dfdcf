import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; when unset, messages go to `outboxDir` as .eml files. */
  smtpUrl?: string;
  outboxDir: string;
  from?: string;
}

export interface Mailer {
  send(message: Mail.Options & { fileStem: string }): Promise<{ via: 'smtp' | 'outbox'; file?: string }>;
}

/**
 * Confirmation mail through SMTP when configured; otherwise nodemailer composes the same MIME message and it is
 * written to the outbox folder, where an operator (or a test) can open it with any mail client.
 */
export function createMailer(config: MailConfig): Mailer {
  const from = config.from ?? 'Landesausstellung 2026 <tickets@landesausstellung.example>';
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send({ fileStem: _stem, ...message }) {
        await transport.sendMail({ from, ...message });
        return { via: 'smtp' };
      },
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ fileStem, ...message }) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, `${fileStem}.eml`);
      await writeFile(file, info.message as Buffer);
      return { via: 'outbox', file };
    },
  };
}
