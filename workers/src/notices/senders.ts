import type { Logger } from 'pino';

/** One message as a gateway takes it: the registered template's ids, the values in slot order, and the text. */
export interface OutgoingNotice {
  messageId: string;
  /** 10-digit Indian mobile number. */
  to: string;
  text: string;
  header: string;
  dltTemplateId: string;
  /** The gateway's own template id where it has one (MSG91's flow template id). */
  gatewayTemplateId: string | null;
  /** The values of the template's `{#var#}`, in order. */
  values: string[];
  /** UCS-2 (Tamil). */
  unicode: boolean;
}

/**
 * The port every farmer notice goes through (issue 25 part 5). `send` answers the gateway's id of the message, or
 * throws: `NoticeGatewayUnavailable` for what may pass (5xx, timeout, network: the job is retried) and
 * `NoticeGatewayRefused` for what will not (4xx, an error answer: recorded as failed, not retried).
 */
export interface NoticeSender {
  readonly name: string;
  send(notice: OutgoingNotice): Promise<{ gatewayMessageId: string }>;
}

export class NoticeGatewayUnavailable extends Error {
  override readonly name = 'NoticeGatewayUnavailable';
}
export class NoticeGatewayRefused extends Error {
  override readonly name = 'NoticeGatewayRefused';
}

const maskMobile = (mobile: string) => `${mobile.slice(0, 2)}XXXXXX${mobile.slice(-2)}`;

/**
 * The development sender, the default: nothing leaves the machine. The message is already recorded in the
 * notices store (its row is the outbox the screen shows); this only logs that it was "sent", with the number
 * masked and never the text (it names money and a farmer).
 */
export class OutboxNoticeSender implements NoticeSender {
  readonly name = 'outbox';
  constructor(private readonly logger: Logger) {}
  async send(notice: OutgoingNotice) {
    this.logger.info(
      { messageId: notice.messageId, to: maskMobile(notice.to), dltTemplateId: notice.dltTemplateId },
      'notice written to the outbox (development sender: not delivered)',
    );
    return { gatewayMessageId: `outbox-${notice.messageId}` };
  }
}

export interface Msg91Config {
  authKey: string;
  /** The flow endpoint, e.g. https://control.msg91.com/api/v5/flow */
  baseUrl: string;
  /** The DLT header to send from; default the template's. */
  sender?: string | undefined;
  timeoutMs: number;
}

/**
 * MSG91's DLT flow API (POST /api/v5/flow, header `authkey`): the template id, the recipients with the values
 * named VAR1, VAR2 … in the order of the template's `{#var#}` (name the template's variables so in MSG91's panel,
 * where the template is mapped to its DLT template id), `unicode` for Tamil. It answers
 * `{"type":"success","message":"<request id>"}`; the request id comes back in the delivery reports.
 */
export class Msg91NoticeSender implements NoticeSender {
  readonly name = 'msg91';
  constructor(
    private readonly config: Msg91Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(notice: OutgoingNotice) {
    const recipient: Record<string, string> = { mobiles: `91${notice.to}` };
    notice.values.forEach((value, index) => {
      recipient[`VAR${index + 1}`] = value;
    });
    const body = {
      template_id: notice.gatewayTemplateId ?? notice.dltTemplateId,
      sender: this.config.sender ?? notice.header,
      short_url: '0',
      unicode: notice.unicode ? 1 : 0,
      recipients: [recipient],
    };
    let response: Response;
    try {
      response = await this.fetchImpl(this.config.baseUrl, {
        method: 'POST',
        headers: {
          authkey: this.config.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new NoticeGatewayUnavailable(`MSG91 did not answer: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500 || response.status === 429)
      throw new NoticeGatewayUnavailable(`MSG91 answered ${response.status}`);
    let answer: { type?: unknown; message?: unknown } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // Not JSON: reported below with the status.
    }
    if (
      !response.ok ||
      answer.type !== 'success' ||
      typeof answer.message !== 'string' ||
      answer.message === ''
    )
      throw new NoticeGatewayRefused(
        `MSG91 refused (${response.status}): ${typeof answer.message === 'string' ? answer.message.slice(0, 200) : text.slice(0, 200)}`,
      );
    return { gatewayMessageId: answer.message };
  }
}
