/**
 * Generated from the server's OpenAPI document (its public part: /api/v1 and the webhooks) by
 * packages/sdk/scripts/generate.mjs with openapi-typescript. Do not edit: `npm run generate -w @beacon/sdk`.
 */
export interface paths {
  '/api/v1/verify/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a verification (Verify API)
     * @description Generates a code (CSPRNG, stored only as a keyed hash) and sends it to `to` as an otp message through the normal send path: priced, charged once, in the SMS log with the code masked. A new start for a `to` with a pending verification cancels it. At most 5 starts per `to` per 10 minutes (429 1012 with Retry-After). `Idempotency-Key` works as on the send API. Errors: 400 1006/1007/1009, 401, 402 1011, 403 1004/1005/1013 (fraud guard), 422 1010, 429 1012; 503 with code 500 and Retry-After while the database is out of reach.
     */
    post: operations['postV1VerifyStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/verify/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a code (Verify API)
     * @description The right code approves the verification once (a later check of it is 404). A wrong code counts an attempt; the 5th wrong one ends it as `max_attempts`, after which even the right code no longer approves; after `expiresAt` it is `expired`. An unknown id and another account's id both answer 404 1014; 503 with code 500 and Retry-After while the database is out of reach.
     */
    post: operations['postV1VerifyCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sms/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send SMS (public API)
     * @description Basic auth with an API key (`<key id>:<secret>`) and `X-Account-Id`. One message per distinct recipient (at most 10,000; duplicates dropped keeping the first); `content` or an approved `templateId` with `variables`; `from` defaults to "Beacon"; `sendAt` in the future schedules. The whole cost is debited at once, or nothing is sent. Errors keep the envelope with the HTTP status of API.md: 401 1001/1002/1003, 403 1004/1005, 400 1006–1009, 422 1010, 402 1011, 429 1012 (Retry-After); 503 with code 500 and Retry-After while the database is out of reach. `msg` is English unless Accept-Language asks for zh.
     *
     *     **curl**
     *
     *     ```sh
     *     curl https://console.example.com/api/v1/sms/send \
     *       -u "$BEACON_KEY_ID:$BEACON_KEY_SECRET" \
     *       -H "X-Account-Id: $BEACON_ACCOUNT_ID" \
     *       -H "Idempotency-Key: order-4711-otp" \
     *       -H "Content-Type: application/json" \
     *       -d '{"type":"otp","to":["+14155550100"],"content":"Your code is 482913","from":"Beacon"}'
     *     ```
     *
     *     **TypeScript** (Node 20+, no dependencies)
     *
     *     ```ts
     *     const auth = Buffer.from(`${process.env.BEACON_KEY_ID}:${process.env.BEACON_KEY_SECRET}`).toString('base64');
     *     const response = await fetch('https://console.example.com/api/v1/sms/send', {
     *       method: 'POST',
     *       headers: {
     *         authorization: `Basic ${auth}`,
     *         'x-account-id': process.env.BEACON_ACCOUNT_ID!,
     *         'idempotency-key': 'order-4711-otp',
     *         'content-type': 'application/json',
     *       },
     *       body: JSON.stringify({ type: 'otp', to: ['+14155550100'], content: 'Your code is 482913' }),
     *     });
     *     const { code, msg, data } = await response.json();
     *     if (code !== 0) throw new Error(`send refused (${response.status} ${code}): ${msg}`);
     *     console.log(data.messages.map((m: { messageId: string }) => m.messageId));
     *     ```
     */
    post: operations['postV1SmsSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sms/messages/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Status of a message (public API)
     * @description Same authentication as sending. A message of another account, or none, is HTTP 404.
     *
     *     **curl**
     *
     *     ```sh
     *     curl https://console.example.com/api/v1/sms/messages/SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N \
     *       -u "$BEACON_KEY_ID:$BEACON_KEY_SECRET" -H "X-Account-Id: $BEACON_ACCOUNT_ID"
     *     ```
     *
     *     **TypeScript**
     *
     *     ```ts
     *     const response = await fetch(`https://console.example.com/api/v1/sms/messages/${messageId}`, {
     *       headers: { authorization: `Basic ${auth}`, 'x-account-id': process.env.BEACON_ACCOUNT_ID! },
     *     });
     *     const { data } = await response.json(); // data.status: queued … delivered | undelivered | expired | rejected | failed
     *     ```
     */
    get: operations['getV1SmsMessagesByMessageId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'message.status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delivery status of a message
     * @description Sent when the carrier accepts a message (`sent`) and when its status becomes final, to `statusWebhookUrl`. POSTed as JSON to the URL set in the SMS settings when the attempt is made (a URL changed since the event applies to its retries; a cleared one ends them). Delivery is at least once. The console test button sends `{ "event": "webhook.test", "kind", "accountId", "timestamp" }` the same way.
     */
    post: operations['webhookMessageStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'message.inbound': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An inbound (MO) message
     * @description Sent when a reply to one of the account's messages arrives, to `moWebhookUrl`. POSTed as JSON to the URL set in the SMS settings when the attempt is made (a URL changed since the event applies to its retries; a cleared one ends them). Delivery is at least once. The console test button sends `{ "event": "webhook.test", "kind", "accountId", "timestamp" }` the same way.
     */
    post: operations['webhookMessageInbound'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  verification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A verification changed (Verify API)
     * @description `verification.approved`, `verification.expired`, `verification.canceled` (a new start for the same `to`) or `verification.max_attempts`, to `statusWebhookUrl`. Never carries the code. POSTed as JSON to the URL set in the SMS settings when the attempt is made (a URL changed since the event applies to its retries; a cleared one ends them). Delivery is at least once. The console test button sends `{ "event": "webhook.test", "kind", "accountId", "timestamp" }` the same way.
     */
    post: operations['webhookVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /**
     * @example {
     *       "type": "otp",
     *       "to": [
     *         "+14155550100",
     *         "+447400123456"
     *       ],
     *       "content": "Your Beacon code is 042917",
     *       "from": "Beacon"
     *     }
     */
    SendApiRequestInput: {
      /**
       * @description otp or marketing.
       * @enum {string}
       */
      type: 'otp' | 'marketing';
      /** @description One E.164 number or a list of at most 10,000; duplicates are dropped keeping the first. */
      to: string | string[];
      /** @description The text; required unless templateId is given. */
      content?: string;
      /** @description An approved template of the account, or a public one. */
      templateId?: string;
      /** @description Values of the template variables. */
      variables?: {
        [key: string]: string | number;
      };
      /** @description Sender ID: up to 11 letters/digits/spaces, or 3–15 digits. */
      from?: string;
      /** @description ISO 8601 with a time zone: a future time schedules the send, a past one sends now. */
      sendAt?: string;
    };
    /**
     * @example {
     *       "to": "+14155550100",
     *       "locale": "en-US"
     *     }
     */
    VerifyStartRequestInput: {
      /** @description The phone to verify, E.164. */
      to: string;
      /**
       * @description Language of the default text; en-US unless given.
       * @enum {string}
       */
      locale?: 'en-US' | 'zh-CN';
      /** @description Digits of the code, 4–10; 6 unless given. */
      codeLength?: number;
      /** @description Seconds the code stays valid, 60–1800; 600 unless given. */
      ttlSeconds?: number;
      /** @description An approved otp template of the account whose text contains {code}. */
      templateId?: string;
      /** @description Sender ID: up to 11 letters/digits/spaces, or 3–15 digits. */
      from?: string;
    };
    /**
     * @example {
     *       "verificationId": "VE01JQ3K5Z8Y4W2V1T0S9R8Q7P6N",
     *       "code": "042917"
     *     }
     */
    VerifyCheckRequestInput: {
      verificationId: string;
      /** @description The digits the person typed. */
      code: string;
    };
    SendResult: {
      batchId: string;
      messages: {
        messageId: string;
        /** @description E.164 */
        to: string;
        /** @description ISO alpha-2 of the destination */
        country: string;
        /** @enum {string} */
        encoding: 'GSM-7' | 'UCS-2';
        segments: number;
        /** @description A decimal string in the account currency, e.g. "0.0075". */
        cost: string;
        /** @enum {string} */
        status: 'queued' | 'scheduled';
      }[];
      /** @description A decimal string in the account currency, e.g. "0.0075". */
      cost: string;
      currency: string;
      /** @description The balance after the debit. */
      balance: string;
      /** @description Recipients not sent to (and not charged): repeats of an earlier recipient, opted-out numbers. */
      dropped: {
        to: string;
        /** @enum {string} */
        reason: 'duplicate' | 'optedOut';
      }[];
    };
    MessageStatus: {
      messageId: string;
      to: string;
      country: string | null;
      /** @enum {string} */
      status:
        | 'scheduled'
        | 'queued'
        | 'sending'
        | 'sent'
        | 'delivered'
        | 'undelivered'
        | 'expired'
        | 'rejected'
        | 'failed';
      segments: number;
      /** @description A decimal string in the account currency, e.g. "0.0075". */
      cost: string;
      errorCode: string | null;
      createdAt: string;
      updatedAt: string;
    };
    VerifyStartResult: {
      verificationId: string;
      /** @description E.164. */
      to: string;
      /** @constant */
      status: 'pending';
      /** @description ISO 8601 UTC. */
      expiresAt: string;
      /** @description Codes sent to this `to` in the current 10-minute window, this one included. */
      sendCount: number;
      /** @description The otp message carrying the code (its text is stored masked). */
      messageId: string;
    };
    VerifyCheckResult: {
      verificationId: string;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'expired' | 'canceled' | 'max_attempts';
      /** @description Wrong codes still allowed; 0 once approved, expired or used up. */
      attemptsLeft: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  postV1VerifyStart: {
    parameters: {
      query?: never;
      header?: {
        /** @description The account the API key belongs to. */
        'x-account-id'?: string;
        /** @description Optional (start only): a repeat within 24 h with the same body answers the first answer. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyStartRequestInput'];
      };
    };
    responses: {
      /** @description Success; every error is answered with the HTTP status of its code (see the other responses). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "msg": "success",
           *       "data": {
           *         "verificationId": "VE01JQ3K5Z8Y4W2V1T0S9R8Q7P6N",
           *         "to": "+14155550100",
           *         "status": "pending",
           *         "expiresAt": "2026-03-02T09:10:00.000Z",
           *         "sendCount": 1,
           *         "messageId": "SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {number} */
            code: 0;
            msg: string;
            data: components['schemas']['VerifyStartResult'];
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1009,
           *       "msg": "Invalid phone format (E.164).: +1",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1011,
           *       "msg": "Insufficient balance.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1013,
           *       "msg": "Blocked by fraud protection: +44740",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1010,
           *       "msg": "No SMS pricing for the region and currency.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1012,
           *       "msg": "Rate limit exceeded.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description Temporarily unavailable (code 500): try again after the Retry-After header (seconds). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 500,
           *       "msg": "The system is temporarily unavailable.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
    };
  };
  postV1VerifyCheck: {
    parameters: {
      query?: never;
      header?: {
        /** @description The account the API key belongs to. */
        'x-account-id'?: string;
        /** @description Optional (start only): a repeat within 24 h with the same body answers the first answer. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyCheckRequestInput'];
      };
    };
    responses: {
      /** @description Success; every error is answered with the HTTP status of its code (see the other responses). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "msg": "success",
           *       "data": {
           *         "verificationId": "VE01JQ3K5Z8Y4W2V1T0S9R8Q7P6N",
           *         "status": "approved",
           *         "attemptsLeft": 0
           *       }
           *     }
           */
          'application/json': {
            /** @enum {number} */
            code: 0;
            msg: string;
            data: components['schemas']['VerifyCheckResult'];
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1007,
           *       "msg": "Missing required parameters.: code",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1005,
           *       "msg": "IP not whitelisted.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1014,
           *       "msg": "Verification not found.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description Temporarily unavailable (code 500): try again after the Retry-After header (seconds). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 500,
           *       "msg": "The system is temporarily unavailable.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
    };
  };
  postV1SmsSend: {
    parameters: {
      query?: never;
      header?: {
        /** @description The account the API key belongs to, e.g. AC3f9c0a7d41b2e856. */
        'x-account-id'?: string;
        /** @description Optional, 1–255 printable characters: a repeat within 24 h with the same body answers the first answer. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendApiRequestInput'];
      };
    };
    responses: {
      /** @description Success; every error is answered with the HTTP status of its code (see the other responses). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "msg": "success",
           *       "data": {
           *         "batchId": "BT01JQ3K5Z8Y4W2V1T0S9R8Q7P6N",
           *         "messages": [
           *           {
           *             "messageId": "SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N",
           *             "to": "+14155550100",
           *             "country": "US",
           *             "encoding": "GSM-7",
           *             "segments": 1,
           *             "cost": "0.0075",
           *             "status": "queued"
           *           }
           *         ],
           *         "cost": "0.0075",
           *         "currency": "USD",
           *         "balance": "1.9925",
           *         "dropped": []
           *       }
           *     }
           */
          'application/json': {
            /** @enum {number} */
            code: 0;
            msg: string;
            data: components['schemas']['SendResult'];
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1007,
           *       "msg": "Missing required parameters: to, content",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1011,
           *       "msg": "Insufficient balance.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1010,
           *       "msg": "No SMS pricing for the region and currency.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 1012,
           *       "msg": "Rate limit exceeded.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description Temporarily unavailable (code 500): try again after the Retry-After header (seconds). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 500,
           *       "msg": "The system is temporarily unavailable.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
    };
  };
  getV1SmsMessagesByMessageId: {
    parameters: {
      query?: never;
      header?: {
        /** @description The account the API key belongs to, e.g. AC3f9c0a7d41b2e856. */
        'x-account-id'?: string;
      };
      path: {
        messageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success; every error is answered with the HTTP status of its code (see the other responses). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "msg": "success",
           *       "data": {
           *         "messageId": "SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N",
           *         "to": "+14155550100",
           *         "country": "US",
           *         "status": "delivered",
           *         "segments": 1,
           *         "cost": "0.0075",
           *         "errorCode": null,
           *         "createdAt": "2026-03-02T09:00:00.000Z",
           *         "updatedAt": "2026-03-02T09:00:02.000Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {number} */
            code: 0;
            msg: string;
            data: components['schemas']['MessageStatus'];
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 404,
           *       "msg": "The requested resource was not found.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
      /** @description Temporarily unavailable (code 500): try again after the Retry-After header (seconds). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 500,
           *       "msg": "The system is temporarily unavailable.",
           *       "data": null
           *     }
           */
          'application/json': {
            code: number;
            msg: string;
            data: null;
          };
        };
      };
    };
  };
  webhookMessageStatus: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Compute the HMAC over the raw body as received, accept the event when any `v1` matches, and reject events whose `t` is more than 5 minutes old. While a rotated secret is still valid (24 hours) a second `v1` is signed with the previous one. Absent when no secret is set or signing is turned off in the SMS settings. */
        'X-Signature'?: string;
        /** @description The `event` of the body. */
        'X-Beacon-Event': string;
        /** @description The delivery id: the same on every retry of one event, so receivers can deduplicate. */
        'X-Beacon-Delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "message.status",
         *       "messageId": "SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N",
         *       "to": "+14155550100",
         *       "status": "delivered",
         *       "errorCode": null,
         *       "segments": 1,
         *       "cost": "0.0075",
         *       "timestamp": "2026-03-02T09:00:02.000Z"
         *     }
         */
        'application/json': {
          /** @constant */
          event: 'message.status';
          /** @description The id the send answered, e.g. SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N. */
          messageId: string;
          /** @description The recipient, E.164. */
          to: string;
          /**
           * @description `sent` when the carrier accepted the message, then its final status.
           * @enum {string}
           */
          status: 'sent' | 'delivered' | 'undelivered' | 'expired' | 'rejected' | 'failed';
          /** @description Why the message did not arrive, or null. */
          errorCode: string | null;
          segments: number;
          /** @description Decimal string in the account currency. */
          cost: string;
          /** @description When the change happened, ISO 8601 UTC. */
          timestamp: string;
        };
      };
    };
    responses: {
      /** @description Received. Any 2xx ends the delivery. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else, a redirect (not followed) or no answer within 10 seconds is retried with exponential backoff (30 s doubling, capped at 1 hour) for 24 hours. Every attempt is listed in the console. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookMessageInbound: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Compute the HMAC over the raw body as received, accept the event when any `v1` matches, and reject events whose `t` is more than 5 minutes old. While a rotated secret is still valid (24 hours) a second `v1` is signed with the previous one. Absent when no secret is set or signing is turned off in the SMS settings. */
        'X-Signature'?: string;
        /** @description The `event` of the body. */
        'X-Beacon-Event': string;
        /** @description The delivery id: the same on every retry of one event, so receivers can deduplicate. */
        'X-Beacon-Delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "message.inbound",
         *       "messageId": "SM01JQ3K7A2B3C4D5E6F7G8H9J0K",
         *       "from": "+14155550100",
         *       "to": "Beacon",
         *       "content": "STOP",
         *       "timestamp": "2026-03-02T09:05:00.000Z"
         *     }
         */
        'application/json': {
          /** @constant */
          event: 'message.inbound';
          /** @description The id the inbound message is stored under. */
          messageId: string;
          /** @description The phone that replied, E.164. */
          from: string;
          /** @description The sender ID or number it replied to. */
          to: string;
          content: string;
          /** @description When the change happened, ISO 8601 UTC. */
          timestamp: string;
        };
      };
    };
    responses: {
      /** @description Received. Any 2xx ends the delivery. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else, a redirect (not followed) or no answer within 10 seconds is retried with exponential backoff (30 s doubling, capped at 1 hour) for 24 hours. Every attempt is listed in the console. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookVerification: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Compute the HMAC over the raw body as received, accept the event when any `v1` matches, and reject events whose `t` is more than 5 minutes old. While a rotated secret is still valid (24 hours) a second `v1` is signed with the previous one. Absent when no secret is set or signing is turned off in the SMS settings. */
        'X-Signature'?: string;
        /** @description The `event` of the body. */
        'X-Beacon-Event': string;
        /** @description The delivery id: the same on every retry of one event, so receivers can deduplicate. */
        'X-Beacon-Delivery': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "verification.approved",
         *       "verificationId": "VE01JQ3K5Z8Y4W2V1T0S9R8Q7P6N",
         *       "to": "+14155550100",
         *       "status": "approved",
         *       "attempts": 1,
         *       "timestamp": "2026-03-02T09:01:10.000Z"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          event:
            | 'verification.approved'
            | 'verification.expired'
            | 'verification.canceled'
            | 'verification.max_attempts';
          verificationId: string;
          /** @description E.164. */
          to: string;
          /** @enum {string} */
          status: 'pending' | 'approved' | 'expired' | 'canceled' | 'max_attempts';
          /** @description Codes checked so far. */
          attempts: number;
          /** @description When the change happened, ISO 8601 UTC. */
          timestamp: string;
        };
      };
    };
    responses: {
      /** @description Received. Any 2xx ends the delivery. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Anything else, a redirect (not followed) or no answer within 10 seconds is retried with exponential backoff (30 s doubling, capped at 1 hour) for 24 hours. Every attempt is listed in the console. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
