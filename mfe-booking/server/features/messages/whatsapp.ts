import type { WhatsappConfig } from '../../config';
import type { Sender } from '../../domain/sender';
import { PermanentFailure, refusedForGood } from '../../domain/work-failure';
import type { MessagePayload } from '../../domain/patient-messages';
import { messageText, type MessageText } from './text';

/**
 * WhatsApp Business Cloud API: template messages (the only kind a business may start a conversation
 * with), POST {base}/{phone number id}/messages with a bearer token. The templates must be approved in
 * the business account with these body parameters, in this order: name (a minor's: the parent or guardian, for the
 * patient), reference, date, time, doctor, link (and for a cancellation or a move, the hospital's note, or the line to
 * call us when there is none);
 * in English (its code from the config) and under the same names in Telugu ('te') and Hindi ('hi'), as the
 * patient booked in that language.
 */
/** Kinds whose templates take a seventh parameter: the hospital's note, marked as theirs (a parameter is never empty). */
const WITH_NOTE = new Set<string>(['cancelled', 'rescheduled']);
const noteOf = (message: MessagePayload, words: MessageText) =>
  message.note ? words.t('note', { note: message.note }) : words.t('sign', { phone: message.hospital.phone });

export function createWhatsappSender(config: WhatsappConfig, fetchImpl: typeof fetch = fetch): Sender {
  return {
    async send(message) {
      if (!(message.kind in config.templates))
        throw new PermanentFailure(`No WhatsApp template for ${message.kind} messages: they go by e-mail only`);
      const template = config.templates[message.kind as keyof WhatsappConfig['templates']];
      const text = (value: string) => ({ type: 'text', text: value });
      const words = messageText(message.language);
      const response = await fetchImpl(`${config.baseUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: `91${message.whatsapp}`,
          type: 'template',
          template: {
            name: template,
            language: { code: words.language === 'en' ? config.languageCode : words.language },
            components: [
              {
                type: 'body',
                parameters: [
                  text(
                    message.guardianName
                      ? words.t('whatsapp.guardian', { guardian: message.guardianName, name: message.fullName })
                      : message.fullName,
                  ),
                  text(message.reference),
                  text(words.date(message.date)),
                  text(words.time(message.time)),
                  text(message.doctor.name),
                  text(message.manageUrl ?? message.findUrl),
                  ...(WITH_NOTE.has(message.kind) ? [text(noteOf(message, words))] : []),
                ],
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const said = `WhatsApp answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
        throw refusedForGood(response.status) ? new PermanentFailure(said) : new Error(said);
      }
    },
  };
}
