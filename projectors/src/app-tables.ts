import type { LoginOutcome } from '@cocoon/domain';
import type { Generated } from 'kysely';
import type { DefaultTimestamp, Json, Timestamp } from './shared/column-types.js';

/**
 * Schema `app`: what the api keeps that is not a business fact (credentials, sessions, the command log...).
 * The api's migrations (api/src/platform/migrations/) create these tables; they are declared here because the
 * api reaches them through the same kysely handle as the read models (see ReadModels).
 */
export interface AppTables {
  'app.staff_users': {
    user_id: string;
    username: string;
    display_name: string;
    user_type: string;
    market_id: string | null;
    password_hash: string;
    is_active: Generated<number>;
    created_at: DefaultTimestamp;
    password_changed_at: DefaultTimestamp;
    region_id: string | null;
    ad_office_id: string | null;
    branch_id: string | null;
    pending_since: Timestamp | null;
    pending_command: string | null;
    password_reset_by: string | null;
    password_reset_at: Timestamp | null;
  };
  'app.sessions': {
    token_hash: string;
    user_id: string;
    created_at: DefaultTimestamp;
    expires_at: Timestamp;
    revoked_at: Timestamp | null;
    last_position: Generated<string>;
    last_seen_at: DefaultTimestamp;
  };
  'app.display_sessions': {
    token_hash: string;
    market_id: string;
    started_by: string;
    created_at: DefaultTimestamp;
    expires_at: Timestamp;
    revoked_at: Timestamp | null;
  };
  'app.reeler_sessions': {
    token_hash: string;
    customer_id: string;
    created_at: DefaultTimestamp;
    expires_at: Timestamp;
    revoked_at: Timestamp | null;
    last_position: Generated<string>;
    last_seen_at: DefaultTimestamp;
  };
  'app.login_log': {
    id: Generated<string>;
    at: DefaultTimestamp;
    account_kind: 'staff' | 'reeler';
    username: string;
    user_id: string | null;
    user_type: string | null;
    market_id: string | null;
    ip: string;
    user_agent: string;
    outcome: LoginOutcome;
  };
  'app.login_failures': {
    key: string;
    failures: number;
    last_failure_at: Timestamp;
  };
  'app.command_log': {
    command_id: string;
    user_id: string;
    request_hash: string;
    status: string;
    http_status: number | null;
    response: Json<unknown> | null;
    created_at: DefaultTimestamp;
    completed_at: Timestamp | null;
  };
  'app.seed_runs': {
    name: string;
    started_at: DefaultTimestamp;
    completed_at: Timestamp | null;
  };
  'app.customer_otps': {
    otp_id: string;
    mobile_no: string;
    code_hash: string;
    salt: string;
    issued_at: Timestamp;
    expires_at: Timestamp;
    wrong_attempts: Generated<number>;
    consumed_at: Timestamp | null;
    superseded_at: Timestamp | null;
    issued_by: string | null;
  };
  'app.sms_outbox': {
    message_id: string;
    to_mobile: string;
    purpose: string;
    body: string;
    created_at: DefaultTimestamp;
    sent_at: Timestamp | null;
  };
  'app.customer_credentials': {
    customer_id: string;
    password_hash: string;
    updated_at: DefaultTimestamp;
  };
}
