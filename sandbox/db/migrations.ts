/**
 * The sandbox database schema, versioned in code. `PRAGMA user_version` records the last applied migration;
 * `migrate()` applies the ones after it, each in its own transaction. Add a migration, never edit one that shipped:
 * a developer's `.sandbox/sandbox.db` keeps its data across versions.
 */
import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'customers, users, auth, outbox and the double-entry ledger',
    sql: `
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE customers (
        id INTEGER PRIMARY KEY,
        customer_type INTEGER NOT NULL CHECK (customer_type IN (0, 1, 2)),
        login TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        business_name TEXT,
        birth_day TEXT,
        created_at TEXT NOT NULL,
        residence_country_code TEXT,
        tax_id TEXT,
        custom_customer_id TEXT,
        verified INTEGER NOT NULL,
        limited INTEGER NOT NULL DEFAULT 0,
        limited_reason TEXT,
        due_diligence_level INTEGER NOT NULL DEFAULT 0,
        is_need_personal_info_update INTEGER NOT NULL DEFAULT 0,
        is_need_kyc INTEGER NOT NULL DEFAULT 0,
        is_merchant INTEGER NOT NULL DEFAULT 0,
        permissions TEXT NOT NULL DEFAULT '{}',
        required_actions TEXT NOT NULL DEFAULT '[]'
      );

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        phone_country_code TEXT,
        phone TEXT,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        is_admin INTEGER NOT NULL DEFAULT 0,
        auth_flow TEXT NOT NULL CHECK (auth_flow IN ('simple', 'direct', 'otp', 'push', 'verifyDevice', 'sms')),
        migration_req TEXT NOT NULL DEFAULT 'none' CHECK (migration_req IN ('none', 'soft', 'strict')),
        migration_days_left INTEGER,
        transaction_approve_mode TEXT NOT NULL DEFAULT 'none',
        login_2fa_mode TEXT NOT NULL DEFAULT 'no',
        use_old_web INTEGER NOT NULL DEFAULT 0,
        representative_id INTEGER,
        representative_position_id INTEGER
      );

      -- A user's right to act for a customer (business users, employees, authorised users).
      CREATE TABLE customer_accesses (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        access_rights TEXT NOT NULL,
        balance_info INTEGER NOT NULL,
        position_ids TEXT NOT NULL DEFAULT '[]',
        UNIQUE (user_id, customer_id)
      );

      CREATE TABLE devices (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('android', 'ios')),
        name TEXT NOT NULL,
        location TEXT,
        last_activity_at TEXT,
        secret TEXT NOT NULL UNIQUE,
        push_token TEXT,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE device_link_requests (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );

      -- A pending sign-in: the one-time code returned by /auth/login, bound to the PKCE challenge.
      CREATE TABLE login_keys (
        key TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        client TEXT NOT NULL,
        flow TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        otp TEXT,
        sms_identifier TEXT,
        confirmation_code TEXT,
        status TEXT NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'approved', 'declined', 'confirmed', 'used', 'blocked')),
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        resend_count INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      -- One family per session: every refresh token rotated from the same sign-in shares it.
      CREATE TABLE token_families (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER,
        revoked_reason TEXT
      );

      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id TEXT NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        rotated_at INTEGER
      );

      CREATE TABLE two_step_requests (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id TEXT,
        mode TEXT NOT NULL,
        code TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_address TEXT NOT NULL,
        user_email TEXT,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'otp')),
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        code TEXT,
        link TEXT,
        created_at INTEGER NOT NULL
      );

      -- Ledger. Customer accounts have a customer; system accounts (bank equity, fee income) do not.
      CREATE TABLE ledger_accounts (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER REFERENCES customers (id),
        account_number TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        type INTEGER NOT NULL,
        sub_type TEXT,
        currency TEXT NOT NULL CHECK (length(currency) = 3),
        status_id INTEGER NOT NULL DEFAULT 1,
        balance_min_minor INTEGER NOT NULL DEFAULT 0,
        is_system INTEGER NOT NULL DEFAULT 0,
        CHECK ((is_system = 1) = (customer_id IS NULL))
      );

      CREATE TABLE journal_entries (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        description TEXT NOT NULL,
        created_at TEXT NOT NULL,
        idempotency_key TEXT UNIQUE
      );

      CREATE TABLE postings (
        id INTEGER PRIMARY KEY,
        entry_id INTEGER NOT NULL REFERENCES journal_entries (id),
        account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        currency TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor <> 0)
      );
      CREATE INDEX postings_by_account ON postings (account_id);
      CREATE INDEX postings_by_entry ON postings (entry_id);

      -- The ledger is append-only, and a posting is in its account's currency.
      CREATE TRIGGER postings_currency_matches_account BEFORE INSERT ON postings
      WHEN NEW.currency <> (SELECT currency FROM ledger_accounts WHERE id = NEW.account_id)
      BEGIN SELECT RAISE(ABORT, 'posting currency differs from its account currency'); END;
      CREATE TRIGGER postings_append_only_update BEFORE UPDATE ON postings
      BEGIN SELECT RAISE(ABORT, 'postings are append-only'); END;
      CREATE TRIGGER postings_append_only_delete BEFORE DELETE ON postings
      BEGIN SELECT RAISE(ABORT, 'postings are append-only'); END;
      CREATE TRIGGER journal_append_only_update BEFORE UPDATE ON journal_entries
      BEGIN SELECT RAISE(ABORT, 'journal entries are append-only'); END;
      CREATE TRIGGER journal_append_only_delete BEFORE DELETE ON journal_entries
      BEGIN SELECT RAISE(ABORT, 'journal entries are append-only'); END;
    `,
  },
  {
    version: 2,
    description: 'global transfers to claim, their payouts and approval operations; idempotency keys',
    sql: `
      -- A payment to someone without account details on file, claimed with its payment secret.
      CREATE TABLE global_transfers (
        id INTEGER PRIMARY KEY,
        payment_secret TEXT NOT NULL UNIQUE,
        sender_customer_id INTEGER NOT NULL REFERENCES customers (id),
        sender_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        sender_name TEXT NOT NULL,
        beneficiary_name TEXT NOT NULL,
        beneficiary_email TEXT NOT NULL COLLATE NOCASE,
        beneficiary_phone TEXT,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL CHECK (length(currency) = 3),
        description TEXT,
        fee_is_ben INTEGER NOT NULL CHECK (fee_is_ben IN (0, 1)),
        allowed_countries TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'processing', 'claimed', 'refused', 'expired')),
        -- Epoch ms; NULL until the first claim call for seeded transfers dated relative to the sandbox clock.
        submitted_at INTEGER,
        expires_at INTEGER,
        age_days INTEGER NOT NULL DEFAULT 0,
        valid_days INTEGER NOT NULL,
        closed_at INTEGER
      );
      CREATE INDEX global_transfers_by_beneficiary ON global_transfers (beneficiary_email);

      -- One approval attempt of a claim: the payout chosen, and the code bound to it.
      CREATE TABLE global_transfer_operations (
        id TEXT PRIMARY KEY,
        transfer_id INTEGER NOT NULL REFERENCES global_transfers (id),
        payment_method TEXT NOT NULL,
        country_code TEXT NOT NULL,
        currency TEXT NOT NULL,
        details TEXT NOT NULL,
        details_hash TEXT NOT NULL,
        approve_type TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        code_expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        codes_sent INTEGER NOT NULL DEFAULT 1,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'superseded', 'approved', 'locked', 'cancelled')),
        created_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      CREATE INDEX global_transfer_operations_by_transfer ON global_transfer_operations (transfer_id);

      -- At most one payout per transfer.
      CREATE TABLE global_payouts (
        transfer_id INTEGER PRIMARY KEY REFERENCES global_transfers (id),
        operation_id TEXT,
        payment_method TEXT NOT NULL,
        country_code TEXT NOT NULL,
        currency TEXT NOT NULL,
        details TEXT NOT NULL,
        summary TEXT NOT NULL,
        exchange_rate TEXT NOT NULL,
        to_amount_minor INTEGER NOT NULL,
        fee_minor INTEGER NOT NULL,
        entry_id INTEGER NOT NULL REFERENCES journal_entries (id),
        created_at INTEGER NOT NULL
      );

      -- The first successful answer per (Idempotency-Key, operation), with a hash of the request.
      CREATE TABLE idempotency_keys (
        key TEXT NOT NULL,
        operation TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        response TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (key, operation)
      );
    `,
  },
  {
    version: 3,
    description: 'registration and activation, password resets, e-mail confirmations, sandbox bot-check challenges',
    sql: `
      -- A registered account stays 'pending' until its activation link is opened; pending users cannot sign in.
      ALTER TABLE users ADD COLUMN status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active'));

      -- What a personal customer said about themselves when registering.
      CREATE TABLE personal_registrations (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        registration_type TEXT NOT NULL,
        language TEXT,
        client_ip TEXT,
        created_at INTEGER NOT NULL
      );

      -- The current activation link of a pending user; a resend replaces the code.
      CREATE TABLE activation_codes (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        action TEXT NOT NULL CHECK (action IN ('activation', 'activationBusiness', 'activationEmployee')),
        code_hash TEXT NOT NULL,
        sends INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'superseded', 'locked', 'used')),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX password_resets_by_user ON password_resets (user_id);

      -- An e-mail address of a user waiting for its confirmation link.
      CREATE TABLE email_confirmations (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email TEXT NOT NULL COLLATE NOCASE,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        confirmed_at INTEGER
      );

      -- The sandbox's own bot check (brands use provider 'sandbox' in the sandbox environment).
      CREATE TABLE bot_check_challenges (
        id TEXT PRIMARY KEY,
        site_key TEXT NOT NULL,
        answer INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'failed', 'solved', 'spent'))
      );
    `,
  },
  {
    version: 8,
    description: 'external authorizations (auth/sei): a widget origin asks the signed-in user for a session',
    sql: `
      CREATE TABLE sei_authorizations (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        origin TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
        -- The login key handed out on approval; /auth/token exchanges it once with the PKCE verifier.
        login_key TEXT REFERENCES login_keys (key),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      CREATE INDEX sei_authorizations_by_user ON sei_authorizations (user_id);
    `,
  },
  {
    version: 9,
    description:
      'news with per-user read flags and confirmation decisions; the notification centre and notification settings',
    sql: `
      -- News from the bank. A NULL user_id is for everyone; otherwise the item is addressed to that user only.
      CREATE TABLE news (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        body TEXT NOT NULL,
        published_at TEXT NOT NULL,
        requires_confirmation INTEGER NOT NULL DEFAULT 0 CHECK (requires_confirmation IN (0, 1))
      );

      CREATE TABLE news_reads (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
        read_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, news_id)
      );

      -- A user's answer to a confirmation news item; given once.
      CREATE TABLE news_decisions (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
        decision TEXT NOT NULL CHECK (decision IN ('accepted', 'declined')),
        decided_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, news_id)
      );

      -- Every notice the realtime channel delivered (or would have, had the user been online).
      CREATE TABLE notifications (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        severity TEXT NOT NULL CHECK (severity IN ('info', 'success', 'warning', 'error')),
        title TEXT,
        message TEXT,
        data TEXT,
        created_at INTEGER NOT NULL,
        read_at INTEGER
      );
      CREATE INDEX notifications_by_user ON notifications (user_id, seq);

      CREATE TABLE notification_settings (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        settings TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 10,
    description: 'invoices, p2p transfers and their transaction approvals',
    sql: `
      -- An invoice from a payee customer (NULL: the bank, for funding invoices) to a payer customer, by e-mail.
      CREATE TABLE invoices (
        id INTEGER PRIMARY KEY,
        payee_customer_id INTEGER REFERENCES customers (id),
        payee_account_id INTEGER REFERENCES ledger_accounts (id),
        payee_name TEXT NOT NULL,
        payee_email TEXT NOT NULL COLLATE NOCASE,
        payer_customer_id INTEGER NOT NULL REFERENCES customers (id),
        payer_name TEXT NOT NULL,
        payer_email TEXT NOT NULL COLLATE NOCASE,
        payer_account_id INTEGER REFERENCES ledger_accounts (id),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL CHECK (length(currency) = 3),
        due_date TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        note TEXT,
        status TEXT NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'awaitingPayment', 'paid', 'rejected')),
        is_funding INTEGER NOT NULL DEFAULT 0 CHECK (is_funding IN (0, 1)),
        is_system INTEGER NOT NULL DEFAULT 0 CHECK (is_system IN (0, 1)),
        transaction_id INTEGER,
        rejection_note TEXT,
        funding_reference TEXT
      );
      CREATE INDEX invoices_by_payer ON invoices (payer_customer_id, sent_at);
      CREATE INDEX invoices_by_payee ON invoices (payee_customer_id, sent_at);

      -- A p2p transfer, priced when submitted, booked once approved by the payer's transaction approval mode.
      CREATE TABLE p2p_transfers (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        from_customer_id INTEGER NOT NULL REFERENCES customers (id),
        from_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        to_customer_id INTEGER NOT NULL REFERENCES customers (id),
        to_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        to_email TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL,
        from_currency TEXT NOT NULL,
        exchange_rate TEXT NOT NULL,
        debit_minor INTEGER NOT NULL,
        fee_minor INTEGER NOT NULL,
        note TEXT,
        invoice_id INTEGER REFERENCES invoices (id),
        status TEXT NOT NULL CHECK (status IN ('completed', 'waitingApproval', 'approvalTransactionCreated', 'declined')),
        approve_mode TEXT NOT NULL,
        approval_sent_to TEXT,
        code_hash TEXT,
        approval_expires_at INTEGER,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        resends INTEGER NOT NULL DEFAULT 0,
        initiator_only INTEGER NOT NULL DEFAULT 0,
        entry_id INTEGER REFERENCES journal_entries (id),
        created_at INTEGER NOT NULL,
        decided_at INTEGER,
        decline_reason TEXT
      );
      CREATE INDEX p2p_transfers_by_customer ON p2p_transfers (from_customer_id);
      -- An invoice has at most one payment that is not declined.
      CREATE UNIQUE INDEX p2p_transfers_one_live_payment_per_invoice ON p2p_transfers (invoice_id)
        WHERE invoice_id IS NOT NULL AND status <> 'declined';
    `,
  },
  {
    version: 11,
    description:
      'verification: addresses, phones and their codes, documents with stored files, limit reasons, due diligence, FATCA/CRS, identity-verification runs',
    sql: `
      -- Per customer: what verification needs beyond documents (video identity, duplicates, due diligence, e-mail).
      CREATE TABLE kyc_profiles (
        customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        identity_number TEXT,
        video_identity_status TEXT CHECK (video_identity_status IN ('validated', 'pending', 'none', 'notRequired', 'rejected', 'expiredSoon')),
        -- Asked to explain documents that match another account's (0 no, 1 yes).
        duplicate_documents INTEGER NOT NULL DEFAULT 0,
        -- Document type ids a due diligence review asks for (levels 1 and 4), JSON.
        due_diligence_document_types TEXT NOT NULL DEFAULT '[]',
        email_confirmed_at INTEGER,
        -- KYC questionnaire answers (occupation, source of funds ...), JSON.
        kyc_answers TEXT
      );

      CREATE TABLE kyc_addresses (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        kind INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 5),
        address1 TEXT NOT NULL,
        address2 TEXT,
        city TEXT NOT NULL,
        postal_code TEXT NOT NULL,
        country_code TEXT NOT NULL,
        state_code TEXT,
        created_at INTEGER NOT NULL,
        -- Set when the customer replaced the address with another (moved).
        retired_at INTEGER
      );
      CREATE INDEX kyc_addresses_by_customer ON kyc_addresses (customer_id);

      CREATE TABLE kyc_phones (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        country_code TEXT NOT NULL,
        number TEXT NOT NULL,
        phone_type INTEGER NOT NULL DEFAULT 2,
        confirmed_at INTEGER,
        created_at INTEGER NOT NULL,
        retired_at INTEGER
      );
      CREATE INDEX kyc_phones_by_customer ON kyc_phones (customer_id);

      -- SMS codes bound to a PKCE challenge; a new request supersedes the open one.
      CREATE TABLE phone_verifications (
        id INTEGER PRIMARY KEY,
        phone_id INTEGER NOT NULL REFERENCES kyc_phones (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'used', 'superseded', 'locked'))
      );

      CREATE TABLE kyc_limit_reasons (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        action_type_id INTEGER NOT NULL,
        description TEXT NOT NULL,
        -- Document type ids the reason needs, JSON.
        required_document_types TEXT NOT NULL,
        resolved_at INTEGER
      );

      CREATE TABLE kyc_documents (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        category INTEGER NOT NULL,
        document_type_id INTEGER NOT NULL,
        status_id INTEGER NOT NULL CHECK (status_id IN (0, 2, 4, 5, 26, 31, 38, 41, 64)),
        purpose TEXT NOT NULL DEFAULT 'kyc' CHECK (purpose IN ('kyc', 'dueDiligence', 'limit', 'duplicate', 'fatca')),
        address_id INTEGER REFERENCES kyc_addresses (id),
        limit_reason_id INTEGER REFERENCES kyc_limit_reasons (id),
        relationship_document_type_id INTEGER,
        reject_reason TEXT,
        issued_date TEXT,
        expires_date TEXT,
        created_by TEXT NOT NULL,
        uploaded_at INTEGER NOT NULL,
        decided_at INTEGER,
        -- The upload that replaced this one (a new document of the same kind).
        superseded_by INTEGER REFERENCES kyc_documents (id)
      );
      CREATE INDEX kyc_documents_by_customer ON kyc_documents (customer_id, category);

      -- Files of a document, stored on disk under the sandbox's upload folder.
      CREATE TABLE kyc_document_files (
        id INTEGER PRIMARY KEY,
        document_id INTEGER NOT NULL REFERENCES kyc_documents (id) ON DELETE CASCADE,
        part TEXT NOT NULL,
        file_name TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        stored_name TEXT
      );

      CREATE TABLE fatca_certifications (
        customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        city_of_birth TEXT,
        country_of_birth TEXT,
        citizenship TEXT NOT NULL DEFAULT '[]',
        tax_ids TEXT NOT NULL DEFAULT '[]',
        is_us_taxpayer INTEGER,
        has_us_indicia INTEGER NOT NULL DEFAULT 0,
        address_id INTEGER,
        signed_at INTEGER,
        self_certification_status TEXT NOT NULL DEFAULT 'none',
        w9_status TEXT NOT NULL DEFAULT 'notRequired',
        w8ben_status TEXT NOT NULL DEFAULT 'notRequired',
        loss_of_nationality_status TEXT NOT NULL DEFAULT 'notRequired'
      );

      -- Identity-verification workflow runs with the sandbox's stand-in provider.
      CREATE TABLE identity_verifications (
        id TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'started' CHECK (status IN ('started', 'completed', 'failed', 'expired')),
        reason TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        decided_at INTEGER
      );
    `,
  },
  {
    version: 12,
    description: 'merchant payment buttons, payment-button notification settings with hashed secrets, business logos',
    sql: `
      -- A business's logos; the image bytes live in the sandbox's file store under storage_key.
      CREATE TABLE merchant_logos (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
        content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
        size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
        storage_key TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX merchant_logos_one_default ON merchant_logos (customer_id) WHERE is_default = 1;

      -- Saved payment buttons. Deleted ones keep their row (deleted_at), so their ids are never reused.
      CREATE TABLE merchant_buttons (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('buyNow', 'subscription', 'donation')),
        item_name TEXT NOT NULL,
        item_number TEXT,
        amount_minor INTEGER CHECK (amount_minor IS NULL OR amount_minor > 0),
        currency TEXT NOT NULL,
        subscription_period TEXT CHECK (subscription_period IS NULL OR subscription_period IN ('day', 'week', 'month', 'year')),
        subscription_count INTEGER CHECK (subscription_count IS NULL OR subscription_count > 0),
        return_url TEXT,
        cancel_url TEXT,
        notify_url TEXT,
        logo_id INTEGER REFERENCES merchant_logos (id) ON DELETE SET NULL,
        style TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        deleted_at INTEGER,
        CHECK (type = 'donation' OR amount_minor IS NOT NULL),
        CHECK (type <> 'subscription' OR subscription_period IS NOT NULL)
      );
      CREATE INDEX merchant_buttons_by_customer ON merchant_buttons (customer_id, created_at);

      -- Payment-button notification settings; only a hash of the signing secret is kept.
      CREATE TABLE merchant_pbn_settings (
        customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        notify_url TEXT,
        status_id INTEGER NOT NULL DEFAULT 1 CHECK (status_id IN (1, 2)),
        notify_status_id INTEGER NOT NULL DEFAULT 1 CHECK (notify_status_id IN (1, 2)),
        secret_hash TEXT,
        secret_last4 TEXT,
        secret_created_at INTEGER,
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 13,
    description: 'login history: every sign-in, successful or failed, with where from and how',
    sql: `
      CREATE TABLE login_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        at INTEGER NOT NULL,
        result TEXT NOT NULL CHECK (result IN ('success', 'failed')),
        failure_reason TEXT CHECK (failure_reason IN ('password', 'code', 'declined')),
        auth_flow TEXT,
        client TEXT,
        ip TEXT NOT NULL,
        country_code TEXT,
        user_agent TEXT
      );
      CREATE INDEX login_events_by_user ON login_events (user_id, at);
    `,
  },
  {
    version: 14,
    description:
      'revenue-split contracts between two customers; support desk agents and the account manager of a customer',
    sql: `
      CREATE TABLE contracts (
        id INTEGER PRIMARY KEY,
        -- The payer shares a percentage of its revenue with the beneficiary (spec 3 section 3.8).
        sender_customer_id INTEGER NOT NULL REFERENCES customers (id),
        beneficiary_customer_id INTEGER NOT NULL REFERENCES customers (id),
        initiator_customer_id INTEGER NOT NULL REFERENCES customers (id),
        status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'EXPIRED', 'TERMINATED', 'TERMINATING', 'UNSIGNED', 'WAITING',
          'CANCELLED', 'REJECTED', 'SIGNED', 'NEED_IDENTIFICATION')),
        identification_status TEXT CHECK (identification_status IN ('NEW', 'PROCESSING', 'SUCCESS', 'FAILED')),
        percentage TEXT NOT NULL,
        note TEXT,
        active_from TEXT NOT NULL,
        active_to TEXT,
        termination_requested_by INTEGER REFERENCES customers (id),
        terminated_at TEXT,
        terminate_note TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK (sender_customer_id <> beneficiary_customer_id),
        CHECK (initiator_customer_id IN (sender_customer_id, beneficiary_customer_id))
      );
      CREATE INDEX contracts_by_sender ON contracts (sender_customer_id);
      CREATE INDEX contracts_by_beneficiary ON contracts (beneficiary_customer_id);

      CREATE TABLE support_agents (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT
      );

      -- A business customer's account manager at the bank (spec 3 section 6: business managers get an agent).
      CREATE TABLE account_managers (
        customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        agent_id INTEGER NOT NULL REFERENCES support_agents (id)
      );
    `,
  },
  {
    version: 15,
    description:
      'storefront pay buttons: button payments, subscriptions (pre-approved payments) and IPN delivery attempts',
    sql: `
      -- A subscription a payer started with a merchant's subscription button (spec 2 "pre-approved payment"): the
      -- first payment is the transfer that made it; later ones are due every period until payments_total is reached.
      CREATE TABLE subscriptions (
        id INTEGER PRIMARY KEY,
        button_id INTEGER NOT NULL REFERENCES merchant_buttons (id),
        merchant_customer_id INTEGER NOT NULL REFERENCES customers (id),
        subscriber_customer_id INTEGER NOT NULL REFERENCES customers (id),
        subscriber_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL,
        period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'year')),
        -- NULL: until the subscriber cancels.
        payments_total INTEGER CHECK (payments_total IS NULL OR payments_total >= 1),
        payments_made INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'completed', 'declined', 'cancelled')),
        first_transfer_id INTEGER NOT NULL UNIQUE REFERENCES p2p_transfers (id),
        next_payment_date TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX subscriptions_by_merchant ON subscriptions (merchant_customer_id, created_at);

      -- A p2p transfer that paid a merchant's button.
      CREATE TABLE button_payments (
        transfer_id INTEGER PRIMARY KEY REFERENCES p2p_transfers (id),
        button_id INTEGER NOT NULL REFERENCES merchant_buttons (id),
        merchant_customer_id INTEGER NOT NULL REFERENCES customers (id),
        subscription_id INTEGER REFERENCES subscriptions (id),
        -- The transfer status the last notification was made for (one notification per status change).
        notified_status TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX button_payments_by_button ON button_payments (button_id);

      -- Payment notifications (IPN) to the merchant's notify URL: the signed payload and how its delivery went.
      CREATE TABLE ipn_attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant_customer_id INTEGER NOT NULL REFERENCES customers (id),
        button_id INTEGER NOT NULL REFERENCES merchant_buttons (id),
        transfer_id INTEGER NOT NULL REFERENCES p2p_transfers (id),
        event TEXT NOT NULL CHECK (event IN ('payment.completed', 'payment.pending', 'payment.declined')),
        notify_url TEXT,
        payload TEXT NOT NULL,
        signature TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'skipped')),
        http_status INTEGER,
        error TEXT,
        created_at INTEGER NOT NULL,
        attempted_at INTEGER
      );
      CREATE INDEX ipn_attempts_by_merchant ON ipn_attempts (merchant_customer_id, id);
      CREATE INDEX ipn_attempts_by_transfer ON ipn_attempts (transfer_id);
    `,
  },
  {
    version: 16,
    description:
      'verification, part two: certified date of birth, e-signature envelopes of W-forms, video identity jobs and retried identity runs',
    sql: `
      -- The date of birth the customer certified in the FATCA/CRS self-certification.
      ALTER TABLE fatca_certifications ADD COLUMN date_of_birth TEXT;

      -- A W-9 or W-8BEN sent for e-signature on the sandbox's signing page; signing stores the signed PDF as a document.
      CREATE TABLE signing_envelopes (
        id TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        form TEXT NOT NULL CHECK (form IN ('w9', 'w8ben')),
        status TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'completed', 'declined', 'voided')),
        signer_name TEXT,
        document_id INTEGER REFERENCES kyc_documents (id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      CREATE INDEX signing_envelopes_by_customer ON signing_envelopes (customer_id);

      -- A video identity check compliance asked a customer for; each attempt is an identity-verification run.
      CREATE TABLE video_identity_jobs (
        id TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      ALTER TABLE identity_verifications ADD COLUMN job_id TEXT REFERENCES video_identity_jobs (id);
      -- The run that replaced this one after it failed or expired (a run is retried once).
      ALTER TABLE identity_verifications ADD COLUMN retried_by TEXT;
    `,
  },
  {
    version: 20,
    description: 'transfer limits per customer and type, and what each customer used of them',
    sql: `
      -- Limits of a transfer type: customer_id NULL is the default, a customer's row overrides it for its period.
      CREATE TABLE transfer_limits (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        period TEXT NOT NULL CHECK (period IN ('single', 'daily', 'monthly')),
        currency TEXT NOT NULL CHECK (length(currency) = 3),
        amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0)
      );
      CREATE UNIQUE INDEX transfer_limits_one_per_period ON transfer_limits (COALESCE(customer_id, 0), type, period);

      -- A submitted transfer counted against the limits (released when it ends without moving money).
      CREATE TABLE limit_usage (
        reference TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        type TEXT NOT NULL,
        currency TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        at_ms INTEGER NOT NULL,
        released INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX limit_usage_by_customer ON limit_usage (customer_id, type, at_ms);
    `,
  },
  {
    version: 21,
    description:
      'business approvals: transaction requests of initiators and the approval transactions that decide them',
    sql: `
      -- A transfer an initiator (access right 3) made: pending until a user with full access decides it.
      CREATE TABLE approval_requests (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        created_by_user_id INTEGER NOT NULL REFERENCES users (id),
        transaction_type TEXT NOT NULL,
        grouped_type TEXT NOT NULL,
        -- The flow's own id of the transfer (p2p transfer id, wire id...).
        reference TEXT NOT NULL,
        batch_id TEXT,
        amount_minor INTEGER NOT NULL,
        currency TEXT NOT NULL,
        fee_minor INTEGER NOT NULL,
        fee_currency TEXT NOT NULL,
        beneficiary TEXT NOT NULL,
        description TEXT,
        from_account TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'declined', 'failed')),
        decided_by_user_id INTEGER REFERENCES users (id),
        decided_at INTEGER,
        failure TEXT,
        created_at INTEGER NOT NULL,
        UNIQUE (transaction_type, reference)
      );
      CREATE INDEX approval_requests_by_customer ON approval_requests (customer_id, status, created_at);

      -- An approver's decision on requests, confirmed with the approver's code.
      CREATE TABLE approval_confirmations (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        request_ids TEXT NOT NULL,
        declined INTEGER NOT NULL CHECK (declined IN (0, 1)),
        approve_mode TEXT NOT NULL,
        approval_sent_to TEXT,
        code_hash TEXT,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        resends INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL CHECK (status IN ('waiting', 'done', 'cancelled')),
        result TEXT,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 22,
    description:
      'money movement: own-account transfers and p2p extras, pre-approved (scheduled) payments, templates, blocked payees, payment instructions, digital wallets',
    sql: `
      -- Own-account transfers share the p2p table (same approval and booking); kind tells them apart.
      ALTER TABLE p2p_transfers ADD COLUMN kind TEXT NOT NULL DEFAULT 'p2p' CHECK (kind IN ('p2p', 'betweenAccounts'));
      ALTER TABLE p2p_transfers ADD COLUMN reference TEXT;
      ALTER TABLE p2p_transfers ADD COLUMN coupon_code TEXT;
      ALTER TABLE p2p_transfers ADD COLUMN from_email TEXT;
      ALTER TABLE p2p_transfers ADD COLUMN scheduled_payment_id INTEGER;

      -- A pre-approved payment (subscription) started with a p2p or own-account transfer: the first payment is that
      -- transfer; the scheduler takes the next ones when they fall due (sandbox clock).
      CREATE TABLE scheduled_payments (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('p2p', 'betweenAccounts')),
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        from_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        to_account_id INTEGER REFERENCES ledger_accounts (id),
        to_email TEXT,
        amount TEXT NOT NULL,
        currency TEXT NOT NULL,
        note TEXT,
        reference TEXT,
        frequency TEXT NOT NULL CHECK (frequency IN ('day', 'week', 'month', 'year')),
        end_date TEXT,
        transactions_total INTEGER,
        user_cancel INTEGER NOT NULL DEFAULT 1,
        payments_made INTEGER NOT NULL DEFAULT 0,
        payments_failed INTEGER NOT NULL DEFAULT 0,
        last_failure TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'completed', 'cancelled', 'declined')),
        first_transfer_id INTEGER,
        next_payment_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX scheduled_payments_due ON scheduled_payments (status, next_payment_at);

      CREATE TABLE payment_templates (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        to_email TEXT,
        amount TEXT,
        currency TEXT,
        note TEXT,
        reference TEXT,
        created_at INTEGER NOT NULL,
        UNIQUE (customer_id, type, name)
      );

      -- E-mails a customer does not want to pay (checkPayee answers outBlacklist false, p2p refuses them).
      -- Bank details to fund an account, and whether the customer has seen them.
      CREATE TABLE payment_instructions (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL UNIQUE REFERENCES ledger_accounts (id),
        viewed_at INTEGER
      );

      CREATE TABLE digital_wallets (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        currency TEXT NOT NULL,
        address TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        UNIQUE (customer_id, currency)
      );

      -- A sub-account's settlement (parent) account.
      ALTER TABLE ledger_accounts ADD COLUMN settlement_account_id INTEGER;
    `,
  },
  {
    version: 30,
    description:
      'External transfers (issue 14): wire, EFT, card payout, crypto, instant payment, Interac; their templates',
    sql: `
      CREATE TABLE external_transfers (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        from_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        transfer_type TEXT NOT NULL CHECK (transfer_type IN ('wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac')),
        destination TEXT NOT NULL CHECK (destination IN ('own', 'thirdParty')),
        country_code TEXT NOT NULL,
        payment_method TEXT NOT NULL,
        currency TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        account_currency TEXT NOT NULL,
        exchange_rate TEXT NOT NULL,
        debit_minor INTEGER NOT NULL,
        fee_minor INTEGER NOT NULL,
        beneficiary_name TEXT NOT NULL,
        details TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('completed', 'waitingApproval', 'approvalTransactionCreated', 'declined')),
        settlement TEXT NOT NULL DEFAULT 'pending' CHECK (settlement IN ('pending', 'settled', 'rejected')),
        approve_mode TEXT NOT NULL,
        approval_sent_to TEXT,
        code_hash TEXT,
        approval_expires_at INTEGER,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        resends INTEGER NOT NULL DEFAULT 0,
        initiator_only INTEGER NOT NULL DEFAULT 0,
        entry_id INTEGER,
        reversal_entry_id INTEGER,
        decline_reason TEXT,
        address_date_valid INTEGER NOT NULL DEFAULT 1,
        address_matches INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX external_transfers_by_customer ON external_transfers (customer_id, destination, created_at);
      CREATE TABLE external_templates (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        name TEXT NOT NULL,
        transfer_type TEXT NOT NULL,
        destination TEXT NOT NULL,
        country_code TEXT NOT NULL,
        payment_method TEXT NOT NULL,
        currency TEXT NOT NULL,
        beneficiary_name TEXT NOT NULL,
        details TEXT NOT NULL,
        review_status TEXT
      );
    `,
  },
  {
    version: 40,
    description: 'Mass payment batches and global-pay batch payments; forbidden payout methods of global transfers',
    sql: `
      -- Mass payment files and global-pay batches (spec 2 "Mass transfers", "Global-pay batches", batch history).
      CREATE TABLE mass_batches (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        kind TEXT NOT NULL CHECK (kind IN ('p2p', 'wire', 'eft', 'oct', 'crypto', 'global')),
        batch_name TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('completed', 'partiallyCompleted', 'failed', 'draft', 'submitted', 'cancelled')),
        account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        currency TEXT NOT NULL,
        file_name TEXT,
        file_text TEXT NOT NULL,
        -- SHA-256 of the file's text: an identical global batch needs a confirmation (code 92).
        file_hash TEXT NOT NULL,
        -- JSON: every row's outcome [{ row, status, column, reason, transactionId }].
        row_results TEXT NOT NULL DEFAULT '[]',
        accepted INTEGER NOT NULL DEFAULT 0,
        rejected INTEGER NOT NULL DEFAULT 0,
        -- JSON: [{ currency, amount, count }] of the paid rows.
        totals TEXT NOT NULL DEFAULT '[]',
        fee_minor INTEGER NOT NULL DEFAULT 0,
        entry_id INTEGER,
        created_at INTEGER NOT NULL,
        submitted_at INTEGER
      );
      CREATE INDEX mass_batches_by_customer ON mass_batches (customer_id, created_at);

      -- The payments of a global-pay batch; submitting makes each a claimable global transfer.
      CREATE TABLE global_batch_payments (
        id INTEGER PRIMARY KEY,
        batch_id INTEGER NOT NULL REFERENCES mass_batches (id) ON DELETE CASCADE,
        beneficiary_name TEXT NOT NULL,
        beneficiary_email TEXT NOT NULL,
        beneficiary_country TEXT NOT NULL,
        beneficiary_type TEXT NOT NULL DEFAULT 'individual',
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL,
        description TEXT,
        fee_share TEXT NOT NULL DEFAULT 'sender' CHECK (fee_share IN ('sender', 'beneficiary')),
        removed INTEGER NOT NULL DEFAULT 0,
        forbidden_methods TEXT NOT NULL DEFAULT '[]',
        global_transfer_id INTEGER REFERENCES global_transfers (id)
      );
      CREATE INDEX global_batch_payments_by_batch ON global_batch_payments (batch_id);

      ALTER TABLE global_transfers ADD COLUMN forbidden_methods TEXT NOT NULL DEFAULT '[]';
    `,
  },
  {
    version: 50,
    description:
      'cards: products and shipping options by country, card facts beside their ledger accounts, orders, requirements, authorizations',
    sql: `
      -- Card products on offer per country (spec 2 section 3, "Card application fees").
      CREATE TABLE card_products (
        id INTEGER PRIMARY KEY,
        country_code TEXT NOT NULL,
        name TEXT NOT NULL,
        card_type INTEGER NOT NULL CHECK (card_type BETWEEN 2006 AND 2135),
        sub_type INTEGER NOT NULL CHECK (sub_type IN (1, 2)),
        is_virtual INTEGER NOT NULL,
        currency TEXT NOT NULL,
        annual_fee_minor INTEGER NOT NULL,
        issue_fee_minor INTEGER NOT NULL,
        monthly_fee_minor INTEGER NOT NULL,
        pause_supported INTEGER NOT NULL DEFAULT 1
      );
      -- Shipping of a physical product, its fee in the product's currency.
      CREATE TABLE card_shipping_options (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES card_products (id),
        type TEXT NOT NULL CHECK (type IN ('standard', 'express', 'courier')),
        fee_minor INTEGER NOT NULL,
        delivery_time TEXT NOT NULL,
        disabled_reasons TEXT NOT NULL DEFAULT '[]'
      );
      -- The card behind a card account; the account's status_id is the card status (spec 2 section 4 ids).
      CREATE TABLE cards (
        account_id INTEGER PRIMARY KEY REFERENCES ledger_accounts (id),
        product_id INTEGER NOT NULL REFERENCES card_products (id),
        card_number TEXT NOT NULL,
        security_code TEXT NOT NULL,
        holder_name TEXT NOT NULL,
        expiry_month INTEGER NOT NULL,
        expiry_year INTEGER NOT NULL,
        is_virtual INTEGER NOT NULL,
        alias TEXT,
        reissued_status_id INTEGER,
        shipping_type TEXT,
        enrolled INTEGER NOT NULL DEFAULT 0,
        settlement_account_id INTEGER REFERENCES ledger_accounts (id),
        -- The PIN: a salted hash to check it, and sealed (AES-256-GCM) to show it to its holder.
        pin_salt TEXT NOT NULL,
        pin_hash TEXT NOT NULL,
        pin_sealed TEXT NOT NULL
      );
      -- Journal entries of a debit card booked on its settlement account (the card has no balance of its own).
      CREATE TABLE card_entry_links (
        entry_id INTEGER NOT NULL REFERENCES journal_entries (id),
        card_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        PRIMARY KEY (entry_id, card_account_id)
      );
      CREATE TABLE card_authorizations (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        created_at TEXT NOT NULL,
        merchant_name TEXT NOT NULL,
        amount_minor INTEGER NOT NULL,
        currency TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'settled', 'declined', 'reversed')),
        decline_reason TEXT
      );
      CREATE INDEX card_authorizations_by_account ON card_authorizations (account_id);
      -- An order for a card: a draft until confirmed (fees charged, card account opened).
      CREATE TABLE card_orders (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        product_id INTEGER NOT NULL REFERENCES card_products (id),
        country_code TEXT NOT NULL,
        shipping_option_id INTEGER REFERENCES card_shipping_options (id),
        state TEXT NOT NULL CHECK (state IN ('draft', 'confirmed')),
        account_id INTEGER REFERENCES ledger_accounts (id),
        created_at INTEGER NOT NULL
      );
      CREATE TABLE card_order_requirements (
        order_id INTEGER NOT NULL REFERENCES card_orders (id),
        document_type INTEGER NOT NULL,
        description TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('missing', 'uploaded', 'accepted')),
        file_key TEXT,
        file_name TEXT,
        PRIMARY KEY (order_id, document_type)
      );
    `,
  },
  {
    version: 60,
    description:
      'activity history: one row per transaction and account (linked to its journal entry once booked), CSV exports',
    sql: `
      -- A transaction as a customer's account sees it. Completed rows point at the journal entry that booked them;
      -- processing and rejected ones have none (nothing is booked). Rows for ledger movements made elsewhere (p2p,
      -- invoices, global transfers...) are added when the history is read (sandbox/domain/history.ts).
      CREATE TABLE history_transactions (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        entry_id INTEGER REFERENCES journal_entries (id),
        created_at TEXT NOT NULL,
        type TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('completed', 'processing', 'rejected')),
        direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
        currency TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        fee_minor INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
        exchange_rate TEXT,
        counter_amount_minor INTEGER,
        counter_currency TEXT,
        counterparty_name TEXT,
        counterparty_email TEXT,
        counterparty_account TEXT,
        description TEXT NOT NULL,
        reference TEXT NOT NULL,
        status_history TEXT NOT NULL DEFAULT '[]',
        UNIQUE (entry_id, account_id)
      );
      CREATE INDEX history_by_customer ON history_transactions (customer_id, created_at DESC, id DESC);
      CREATE INDEX history_by_account ON history_transactions (account_id, created_at);

      -- The last journal entry whose movements are in a customer's history.
      CREATE TABLE history_sync (
        customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        last_entry_id INTEGER NOT NULL
      );

      -- A CSV export of a filtered history; the file is in the file store under exports/<id>.csv.
      CREATE TABLE history_exports (
        id TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        filter TEXT NOT NULL,
        rows INTEGER NOT NULL,
        file_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        ready_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 70,
    description:
      'news in every interface language (issue 24): a translation per news item and language, English in news itself',
    sql: `
      CREATE TABLE news_translations (
        news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
        language TEXT NOT NULL CHECK (language IN ('es', 'pt', 'ro', 'ru', 'uk')),
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (news_id, language)
      );
    `,
  },
  {
    version: 80,
    description:
      'security: session idle and lifetime limits, the reuse grace window of refresh rotation, sign-in throttling, realtime tickets',
    sql: `
      -- The last authenticated call of the session (server-side idle limit) and when it must end at the latest.
      ALTER TABLE token_families ADD COLUMN last_activity_at INTEGER;
      ALTER TABLE token_families ADD COLUMN ends_at INTEGER;
      -- The pair a rotation issued, kept only for the seconds of the reuse grace window (RFC 9700 section 4.14): a
      -- client whose answer was lost presents the old token again and gets the same pair.
      ALTER TABLE refresh_tokens ADD COLUMN successor_access_token TEXT;
      ALTER TABLE refresh_tokens ADD COLUMN successor_refresh_token TEXT;

      -- Failed sign-in and one-time-code attempts per key ('account:<email>', 'ip:<address>', 'otp:<user id>').
      CREATE TABLE sign_in_throttle (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL DEFAULT 0,
        first_failure_at INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL,
        locked_until INTEGER
      );

      -- Requests per key and window for rate-limited anonymous calls (checkEmail).
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        window_started_at INTEGER NOT NULL,
        count INTEGER NOT NULL
      );

      -- The partner origin an external-authorize (sei) code was issued to: only a request from it may exchange the code.
      ALTER TABLE login_keys ADD COLUMN origin TEXT;

      -- The file name as the client sent it (data only); file_name holds the cleaned name every screen shows.
      ALTER TABLE kyc_document_files ADD COLUMN original_name TEXT;

      -- One-time tickets that open the realtime socket (the token never goes into the URL).
      CREATE TABLE realtime_tickets (
        ticket_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  {
    version: 100,
    description:
      'Account security and settings: password change requests, accepted terms, payout blacklist, IP whitelist',
    sql: `
      CREATE TABLE password_change_requests (
        request_key TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id TEXT NOT NULL,
        new_password_hash TEXT NOT NULL,
        code TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'otp')),
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      CREATE TABLE terms_acceptances (
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        terms_id TEXT NOT NULL,
        accepted_at INTEGER NOT NULL,
        PRIMARY KEY (customer_id, terms_id)
      );

      CREATE TABLE payout_blacklist (
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        email TEXT NOT NULL COLLATE NOCASE,
        block_type TEXT NOT NULL CHECK (block_type IN ('all', 'p2p', 'globalTransfer')),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (customer_id, email)
      );

      CREATE TABLE ip_whitelist (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        to_ip TEXT,
        created_at INTEGER NOT NULL
      );

      ALTER TABLE users ADD COLUMN ip_access_mode INTEGER NOT NULL DEFAULT 0 CHECK (ip_access_mode IN (0, 1));
    `,
  },
  {
    version: 110,
    description:
      'Business registration: the applications of the wizard (company, addresses, persons, companies, shareholders)',
    sql: `
      CREATE TABLE business_application (
        customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        business_type TEXT NOT NULL,
        name TEXT NOT NULL,
        trading_name TEXT,
        registration_country_code TEXT NOT NULL,
        registration_number TEXT NOT NULL,
        registration_date TEXT NOT NULL,
        business_tax_id TEXT,
        email TEXT NOT NULL,
        phone_country_code TEXT NOT NULL,
        phone TEXT NOT NULL,
        website TEXT,
        description TEXT NOT NULL,
        financial_detail TEXT NOT NULL,
        due_diligence TEXT NOT NULL,
        additional_question_answers TEXT NOT NULL,
        legal_information TEXT NOT NULL,
        language TEXT,
        client_ip TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      -- owner_kind: the applying company ('business'), a person or a company shareholder of the application.
      CREATE TABLE business_application_addresses (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES business_application (customer_id) ON DELETE CASCADE,
        owner_kind TEXT NOT NULL CHECK (owner_kind IN ('business', 'person', 'company')),
        owner_key TEXT NOT NULL,
        address_type TEXT NOT NULL CHECK (address_type IN ('registered', 'place', 'residence')),
        address1 TEXT NOT NULL,
        address2 TEXT,
        city TEXT NOT NULL,
        state_code TEXT,
        country_code TEXT NOT NULL,
        postal_code TEXT NOT NULL
      );

      CREATE TABLE business_application_persons (
        customer_id INTEGER NOT NULL REFERENCES business_application (customer_id) ON DELETE CASCADE,
        person_key TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        birthday TEXT NOT NULL,
        email TEXT NOT NULL,
        phone_country_code TEXT NOT NULL,
        phone TEXT NOT NULL,
        tax_id TEXT,
        sources_of_wealth TEXT NOT NULL DEFAULT '[]',
        position_ids TEXT NOT NULL DEFAULT '[]',
        is_authorised_representative INTEGER NOT NULL DEFAULT 0,
        is_user INTEGER NOT NULL DEFAULT 0,
        access_rights INTEGER NOT NULL DEFAULT 0,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        PRIMARY KEY (customer_id, person_key)
      );

      CREATE TABLE business_application_companies (
        customer_id INTEGER NOT NULL REFERENCES business_application (customer_id) ON DELETE CASCADE,
        company_key TEXT NOT NULL,
        name TEXT NOT NULL,
        trading_name TEXT,
        registration_country_code TEXT NOT NULL,
        registration_number TEXT NOT NULL,
        registration_date TEXT NOT NULL,
        director_keys TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (customer_id, company_key)
      );

      -- One row per node of the shareholder tree; parent_id is null on the first level.
      CREATE TABLE business_application_shareholders (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES business_application (customer_id) ON DELETE CASCADE,
        parent_id INTEGER REFERENCES business_application_shareholders (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        shareholder_type INTEGER NOT NULL CHECK (shareholder_type IN (1, 2)),
        share REAL NOT NULL CHECK (share > 0 AND share <= 100),
        person_key TEXT,
        company_key TEXT
      );
    `,
  },
  {
    version: 115,
    description:
      'company: details, addresses, representatives, documents and their files, declarations, business FATCA/CRS',
    sql: `
      CREATE TABLE company_profiles (
        customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        registration_country_code TEXT,
        trading_name TEXT,
        email TEXT,
        phone_country_code TEXT,
        phone TEXT,
        registration_number TEXT,
        registration_date TEXT,
        business_tax_id TEXT,
        website TEXT,
        description TEXT,
        -- Document types asked of the company beyond the corporate ones (JSON arrays of type ids).
        additional_required TEXT NOT NULL DEFAULT '[]',
        source_of_wealth_required TEXT NOT NULL DEFAULT '[]',
        monthly_deposit_amount REAL,
        monthly_deposit_currency TEXT,
        monthly_withdrawal_amount REAL,
        monthly_withdrawal_currency TEXT,
        industry TEXT,
        industry_specification TEXT,
        financial_updated_at INTEGER,
        dd_government INTEGER,
        dd_government_details TEXT,
        dd_lawsuits INTEGER,
        dd_lawsuits_details TEXT,
        dd_tax_payers INTEGER,
        dd_updated_at INTEGER
      );

      CREATE TABLE company_addresses (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        kind INTEGER NOT NULL,
        address1 TEXT NOT NULL,
        address2 TEXT,
        city TEXT NOT NULL,
        postal_code TEXT NOT NULL,
        country_code TEXT NOT NULL,
        state_code TEXT
      );

      CREATE TABLE company_representatives (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT COLLATE NOCASE,
        position_ids TEXT NOT NULL,
        share REAL,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL
      );

      CREATE TABLE company_documents (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        grp TEXT NOT NULL CHECK (grp IN ('corporate', 'additional', 'sourceOfWealth', 'address', 'representative')),
        document_type_id INTEGER NOT NULL,
        status_id INTEGER NOT NULL,
        reject_reason TEXT,
        address_id INTEGER REFERENCES company_addresses (id) ON DELETE CASCADE,
        representative_id INTEGER REFERENCES company_representatives (id) ON DELETE CASCADE,
        created_by TEXT NOT NULL,
        uploaded_at INTEGER NOT NULL,
        decided_at INTEGER,
        superseded_by INTEGER
      );

      -- Uploaded files; document_id is NULL while a file is assigned to no document (the admin assigns it).
      CREATE TABLE company_files (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        document_id INTEGER REFERENCES company_documents (id) ON DELETE SET NULL,
        file_name TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        stored_name TEXT NOT NULL,
        uploaded_at INTEGER NOT NULL
      );

      CREATE TABLE company_declarations (
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('resolution', 'prohibitedEscort', 'studio', 'streaming')),
        signer_name TEXT NOT NULL,
        platforms TEXT NOT NULL DEFAULT '[]',
        signed_at INTEGER NOT NULL,
        PRIMARY KEY (customer_id, kind)
      );

      CREATE TABLE company_fatca (
        customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        entity_type TEXT NOT NULL,
        giin TEXT,
        is_us_entity INTEGER NOT NULL,
        tax_residencies TEXT NOT NULL,
        signer_name TEXT NOT NULL,
        signed_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 120,
    description:
      'Revenue-split contracts: companies, terms and signatures, signing envelopes, signer identification, PDF links and the splits taken',
    sql: `
      -- What a contract is about: a business of one of the two parties (a web shop, a studio, a blog).
      CREATE TABLE contract_companies (
        id INTEGER PRIMARY KEY,
        owner_customer_id INTEGER NOT NULL REFERENCES customers (id),
        title TEXT NOT NULL,
        logo TEXT
      );
      CREATE INDEX contract_companies_by_owner ON contract_companies (owner_customer_id);

      ALTER TABLE contracts ADD COLUMN company_id INTEGER REFERENCES contract_companies (id);
      ALTER TABLE contracts ADD COLUMN sender_signer_name TEXT;
      ALTER TABLE contracts ADD COLUMN beneficiary_signer_name TEXT;
      ALTER TABLE contracts ADD COLUMN sender_obligations TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE contracts ADD COLUMN beneficiary_obligations TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE contracts ADD COLUMN sender_signed_at TEXT;
      ALTER TABLE contracts ADD COLUMN beneficiary_signed_at TEXT;
      -- A requested termination takes effect then unless the other side agrees sooner.
      ALTER TABLE contracts ADD COLUMN termination_effective_at TEXT;
      -- Scheduler time from which the payer's incoming payments are split; set when the sandbox activates the contract.
      ALTER TABLE contracts ADD COLUMN split_from TEXT;

      -- One side's signature request at the stand-in e-signature provider.
      CREATE TABLE contract_envelopes (
        id TEXT PRIMARY KEY,
        contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        status TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'completed', 'declined', 'voided')),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        decided_at INTEGER
      );

      CREATE TABLE contract_identifications (
        token TEXT PRIMARY KEY,
        contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        pushes INTEGER NOT NULL DEFAULT 0
      );

      CREATE TABLE contract_pdf_links (
        token TEXT PRIMARY KEY,
        contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );

      -- The share taken from one incoming payment (one row per contract and payment, so never twice).
      CREATE TABLE contract_splits (
        id INTEGER PRIMARY KEY,
        contract_id INTEGER NOT NULL REFERENCES contracts (id),
        source_key TEXT NOT NULL,
        entry_id INTEGER REFERENCES journal_entries (id),
        amount_minor INTEGER NOT NULL,
        currency TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (contract_id, source_key)
      );
    `,
  },
  {
    version: 130,
    description:
      'merchant tools: API keys and their log, allowed IPs, webhooks and their calls, identity verification requests, IPN attempts and confirmation',
    sql: `
      CREATE TABLE merchant_api_keys (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
        -- SHA-256 (hex) of the key: the key itself is shown once.
        key_hash TEXT NOT NULL UNIQUE,
        key_hint TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER,
        deleted_at INTEGER
      );

      CREATE TABLE merchant_allowed_ips (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
        ip_from TEXT NOT NULL,
        ip_to TEXT,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE merchant_api_requests (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        api_key_id INTEGER REFERENCES merchant_api_keys (id),
        http_method TEXT NOT NULL,
        path TEXT NOT NULL,
        status INTEGER NOT NULL,
        ip TEXT NOT NULL,
        error_text TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX merchant_api_requests_by_customer ON merchant_api_requests (customer_id, id);

      CREATE TABLE merchant_webhooks (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
        url TEXT NOT NULL,
        -- The signing secret; a sandbox keeps it in clear (a bank would keep it encrypted) to sign each call.
        secret TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        deleted_at INTEGER
      );

      CREATE TABLE merchant_webhook_requests (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        webhook_id INTEGER REFERENCES merchant_webhooks (id),
        url TEXT NOT NULL,
        event TEXT NOT NULL,
        payload TEXT NOT NULL,
        signature TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'retrying', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        http_status INTEGER,
        error_text TEXT,
        created_at INTEGER NOT NULL,
        next_attempt_at INTEGER
      );
      CREATE INDEX merchant_webhook_requests_by_customer ON merchant_webhook_requests (customer_id, id);

      CREATE TABLE identity_verification_requests (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        email TEXT NOT NULL,
        person_name TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('sent', 'completed', 'expired')),
        fee_minor INTEGER NOT NULL,
        currency TEXT NOT NULL,
        entry_id INTEGER NOT NULL REFERENCES journal_entries (id),
        created_at INTEGER NOT NULL
      );

      ALTER TABLE ipn_attempts ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE ipn_attempts ADD COLUMN response_body TEXT;
      ALTER TABLE ipn_attempts ADD COLUMN confirmed_at INTEGER;
    `,
  },
  {
    version: 140,
    description: 'Support desk: tickets, their messages (threads) and uploaded attachments',
    sql: `
      CREATE TABLE support_tickets (
        id INTEGER PRIMARY KEY,
        ticket_number TEXT NOT NULL UNIQUE,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        subject TEXT NOT NULL,
        status TEXT NOT NULL,
        custom_fields TEXT NOT NULL DEFAULT '{}',
        customer_read_at INTEGER,
        created_at INTEGER NOT NULL,
        modified_at INTEGER NOT NULL
      );
      CREATE INDEX support_tickets_customer ON support_tickets (customer_id, modified_at);

      CREATE TABLE support_threads (
        id INTEGER PRIMARY KEY,
        ticket_id INTEGER NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
        direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
        author_name TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX support_threads_ticket ON support_threads (ticket_id, created_at);

      CREATE TABLE support_uploads (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        thread_id INTEGER REFERENCES support_threads (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        size INTEGER NOT NULL,
        content_type TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    // Isolation mode (issue 26): an element framed by the portal on a partner's page signs in through auth/sei for
    // the partner, but the code goes to (and is exchanged by) the portal's own origin, the frame.
    version: 150,
    description: 'Isolation mode: the origin an embedded sign-in code goes to',
    sql: `ALTER TABLE sei_authorizations ADD COLUMN hand_over_origin TEXT;`,
  },
  {
    version: 170,
    description:
      'Profile contacts: e-mail addresses per customer, customer-confirmed addresses, username changes, push notices to linked devices',
    sql: `
      -- A customer's e-mail addresses. The first list read adds the login e-mail as the confirmed primary one.
      CREATE TABLE customer_emails (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        email TEXT NOT NULL COLLATE NOCASE,
        is_primary INTEGER NOT NULL DEFAULT 0 CHECK (is_primary IN (0, 1)),
        confirmed_at INTEGER,
        -- The open confirmation link (email_confirmations.id); emailConfirm with its code confirms the address.
        confirmation_id INTEGER REFERENCES email_confirmations (id),
        confirmation_sent_at INTEGER,
        created_at INTEGER NOT NULL,
        deleted_at INTEGER
      );
      CREATE INDEX customer_emails_by_customer ON customer_emails (customer_id);

      -- When the customer confirmed an address as correct and current (cleared by a correction).
      CREATE TABLE address_confirmations (
        address_id INTEGER PRIMARY KEY REFERENCES kyc_addresses (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        confirmed_at INTEGER NOT NULL
      );

      CREATE TABLE username_change_requests (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        desired_username TEXT NOT NULL COLLATE NOCASE,
        code_hash TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL CHECK (status IN ('pending', 'failed', 'active', 'cancelled')),
        -- JSON array of { at, event, description }.
        logs TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX username_change_requests_by_user ON username_change_requests (user_id);

      -- Notices pushed to a user's linked phones (the push channel of the notification settings).
      CREATE TABLE push_notices (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device_id INTEGER NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        title TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 180,
    description:
      'Drop realtime_tickets: the realtime socket authenticates with its first message (access token or login key); nothing used tickets',
    sql: `
      DROP TABLE realtime_tickets;
    `,
  },
  {
    version: 185,
    description:
      "Per-brand idle limit: a session (and the sign-in code that starts one) keeps its brand's limit in seconds; null uses the sandbox's setting",
    sql: `
      ALTER TABLE token_families ADD COLUMN idle_seconds INTEGER;
      ALTER TABLE login_keys ADD COLUMN idle_seconds INTEGER;
    `,
  },
  {
    version: 186,
    description:
      "mass files: approval by the customer's mode (code, tries, resends) and by a business approver (one request per file)",
    sql: `
      -- A mass file waits (status draft) for its approval: the payer's code by mode, or an approver's decision when
      -- the payer may only initiate. NULL: paid before approvals existed.
      ALTER TABLE mass_batches ADD COLUMN approval_status TEXT CHECK (approval_status IN ('waitingApproval', 'approvalTransactionCreated', 'approved', 'declined'));
      ALTER TABLE mass_batches ADD COLUMN approve_mode TEXT;
      ALTER TABLE mass_batches ADD COLUMN approval_sent_to TEXT;
      ALTER TABLE mass_batches ADD COLUMN code_hash TEXT;
      ALTER TABLE mass_batches ADD COLUMN approval_expires_at INTEGER;
      ALTER TABLE mass_batches ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mass_batches ADD COLUMN resends INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mass_batches ADD COLUMN initiator_only INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mass_batches ADD COLUMN decline_reason TEXT;
      -- What leaves the account without the fee (the fee is fee_minor), in the batch's currency.
      ALTER TABLE mass_batches ADD COLUMN debit_minor INTEGER NOT NULL DEFAULT 0;
      -- A request for a whole mass file stands for this many payments.
      ALTER TABLE approval_requests ADD COLUMN item_count INTEGER NOT NULL DEFAULT 1;
    `,
  },
  {
    version: 187,
    description: "global-pay batches: an initiator's submit waits for a business approver, who holds the batch later",
    sql: `
      -- The portal origin of the claim links of a global batch submitted by an initiator (held when an approver approves).
      ALTER TABLE mass_batches ADD COLUMN portal_origin TEXT;
    `,
  },
  {
    version: 190,
    description: "activity history: the customer's own reference and note of a payment, shown and searched",
    sql: `
      -- What the payer typed (p2p and own-account transfers): the reference and the note, beside the bank's reference.
      ALTER TABLE history_transactions ADD COLUMN customer_reference TEXT;
      ALTER TABLE history_transactions ADD COLUMN note TEXT;
    `,
  },
  {
    version: 191,
    description: "card details (number and CVV) are shown only after an approval code by the customer's mode",
    sql: `
      -- One request to see a card's full details: a code sent by the user's approval mode, used once.
      CREATE TABLE card_detail_approvals (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'otp', 'email')),
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      );
    `,
  },
  {
    version: 192,
    description:
      'a device added by the customer waits for their approval (a code by e-mail or SMS) before it is linked',
    sql: `
      -- Devices already in the database were linked before approvals existed: they stay linked.
      ALTER TABLE devices ADD COLUMN status TEXT NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved'));

      -- The one open approval of a pending device: the code sent by the chosen method, used once.
      CREATE TABLE device_approvals (
        device_id INTEGER PRIMARY KEY REFERENCES devices (id) ON DELETE CASCADE,
        method TEXT NOT NULL CHECK (method IN ('email', 'sms')),
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
  {
    version: 193,
    description:
      "A session (and the sign-in code that starts one) keeps the brand it was started in: the brand's rules (may two-step verification be turned off) apply to it; null for a session of no brand",
    sql: `
      ALTER TABLE token_families ADD COLUMN brand TEXT;
      ALTER TABLE login_keys ADD COLUMN brand TEXT;
    `,
  },
  {
    version: 200,
    description: "the support desk's own tokens (given for a bank session), and tickets written to an agent",
    sql: `
      -- A desk token stands for one user, one acting customer and one bank session (it ends with it). Only the hash.
      CREATE TABLE support_desk_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        family_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      -- The agent a ticket was written to (POST /tickets to the account manager); null for the desk's queue.
      ALTER TABLE support_tickets ADD COLUMN assignee_id INTEGER REFERENCES support_agents (id);
    `,
  },
  {
    version: 201,
    description: "representatives' addresses, which the company adds and confirms (spec 3 section 7.1)",
    sql: `
      CREATE TABLE company_representative_addresses (
        id INTEGER PRIMARY KEY,
        representative_id INTEGER NOT NULL REFERENCES company_representatives (id) ON DELETE CASCADE,
        address1 TEXT NOT NULL,
        address2 TEXT,
        city TEXT NOT NULL,
        postal_code TEXT NOT NULL,
        country_code TEXT NOT NULL,
        state_code TEXT,
        created_at INTEGER NOT NULL,
        confirmed_at INTEGER
      );
    `,
  },
  {
    version: 202,
    description:
      "a company's sources of funds and purposes (ids of the wizard's dictionaries); industries become dictionary ids (spec 3 section 2.2)",
    sql: `
      ALTER TABLE company_profiles ADD COLUMN source_ids TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE company_profiles ADD COLUMN purpose_ids TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE company_profiles ADD COLUMN source_specifications TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE company_profiles ADD COLUMN purpose_specifications TEXT NOT NULL DEFAULT '[]';
      -- The company page's own industry keys, as ids of the industries dictionary (business-registration-dictionaries.ts).
      UPDATE company_profiles SET industry_specification = COALESCE(industry_specification, 'Freelance')
        WHERE industry = 'freelance';
      UPDATE company_profiles SET industry = CASE industry
          WHEN 'advertising' THEN '1' WHEN 'affiliate' THEN '1' WHEN 'software' THEN '2' WHEN 'hosting' THEN '3'
          WHEN 'paymentProcessing' THEN '5' WHEN 'webcamStudio' THEN '8' WHEN 'liveStreaming' THEN '10'
          WHEN 'wholesaleTrade' THEN '11' ELSE '9' END
        WHERE industry IS NOT NULL AND industry NOT GLOB '[0-9]*';
    `,
  },
  {
    version: 203,
    description:
      "the legal terms each brand's business wizard asks to accept (agreements dictionary, spec 3 section 7.1), with the brand's documents",
    sql: `
      CREATE TABLE registration_agreements (
        brand TEXT NOT NULL,
        id TEXT NOT NULL,
        position INTEGER NOT NULL,
        -- The brand's document the customer reads before accepting; null for a statement without a document.
        url TEXT,
        -- JSON objects by language (en, es, pt, ro, ru, uk): the statement accepted, and the document link's text.
        statements TEXT NOT NULL,
        link_texts TEXT,
        PRIMARY KEY (brand, id)
      );
    `,
  },
  {
    version: 204,
    description:
      'global pay to a user (spec 2 section 7, p2p global pay submit): the payment, its approval, and the fee the sender paid with the hold',
    sql: `
      -- One global payment outside a batch: priced when submitted, booked (amount and fee held) once approved.
      CREATE TABLE p2p_global_payments (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        customer_id INTEGER NOT NULL REFERENCES customers (id),
        from_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
        to_email TEXT NOT NULL COLLATE NOCASE,
        beneficiary_name TEXT NOT NULL,
        country_code TEXT NOT NULL,
        payment_method TEXT NOT NULL,
        to_currency TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL,
        fee_minor INTEGER NOT NULL CHECK (fee_minor >= 0),
        exchange_rate TEXT NOT NULL,
        to_amount_minor INTEGER NOT NULL,
        description TEXT,
        status TEXT NOT NULL CHECK (status IN ('completed', 'waitingApproval', 'approvalTransactionCreated', 'declined')),
        approve_mode TEXT NOT NULL,
        approval_sent_to TEXT,
        code_hash TEXT,
        approval_expires_at INTEGER,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        resends INTEGER NOT NULL DEFAULT 0,
        initiator_only INTEGER NOT NULL DEFAULT 0,
        portal_origin TEXT NOT NULL,
        global_transfer_id INTEGER REFERENCES global_transfers (id),
        entry_id INTEGER REFERENCES journal_entries (id),
        created_at INTEGER NOT NULL,
        decided_at INTEGER,
        decline_reason TEXT
      );
      CREATE INDEX p2p_global_payments_by_customer ON p2p_global_payments (customer_id);
      -- The sender paid the fee when the transfer was held (global pay to a user): the payout charges none, a refund
      -- returns it.
      ALTER TABLE global_transfers ADD COLUMN fee_prepaid_minor INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 205,
    description:
      'the IP privacy check (spec 3 section 7.3): VPN, proxy, Tor exit and hosting ranges the signer identification warns about',
    sql: `
      -- Address ranges (inclusive) of privacy services. The sandbox's list uses the documentation ranges of RFC 5737
      -- and RFC 3849, so no real visitor ever matches it.
      CREATE TABLE ip_privacy_ranges (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('vpn', 'proxy', 'tor', 'hosting')),
        ip TEXT NOT NULL,
        to_ip TEXT NOT NULL,
        provider TEXT
      );
      INSERT INTO ip_privacy_ranges (kind, ip, to_ip, provider) VALUES
        ('vpn', '198.51.100.0', '198.51.100.255', 'Sandbox VPN'),
        ('tor', '203.0.113.0', '203.0.113.127', 'Tor exit relays'),
        ('proxy', '203.0.113.128', '203.0.113.255', 'Open proxy'),
        ('hosting', '192.0.2.0', '192.0.2.255', 'Sandbox Cloud'),
        ('vpn', '2001:db8:dead::', '2001:db8:dead:ffff:ffff:ffff:ffff:ffff', 'Sandbox VPN');
    `,
  },
  {
    version: 234,
    description:
      "the business tax forms (spec 3 section 7.1, the business W-form and CLN uploads): each form's status beside the company's self-certification",
    sql: `
      -- What the company's answers make it owe: a US entity a W-9, a non-US entity with a US tax residency or a
      -- passive NFE (it names its controlling persons) a W-8BEN-E, and a passive NFE whose controlling person was
      -- born a US citizen and gave the nationality up a certificate of loss of nationality.
      ALTER TABLE company_fatca ADD COLUMN w9_status TEXT NOT NULL DEFAULT 'notRequired';
      ALTER TABLE company_fatca ADD COLUMN w8ben_status TEXT NOT NULL DEFAULT 'notRequired';
      ALTER TABLE company_fatca ADD COLUMN loss_of_nationality_status TEXT NOT NULL DEFAULT 'notRequired';
      ALTER TABLE company_fatca ADD COLUMN controlling_person_former_us INTEGER NOT NULL DEFAULT 0;
      UPDATE company_fatca SET w9_status = 'none' WHERE is_us_entity = 1;
      UPDATE company_fatca SET w8ben_status = 'none'
        WHERE is_us_entity = 0 AND (entity_type = 'passiveNfe' OR tax_residencies LIKE '%"countryCode":"US"%');
    `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS.reduce((latest, migration) => Math.max(latest, migration.version), 0);

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Applies every migration newer than the database. Refuses a database written by a newer sandbox. */
export function migrate(db: Database.Database): void {
  const current = schemaVersion(db);
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `The sandbox database is at schema version ${current}, newer than this code (${SCHEMA_VERSION}). ` +
        'Run the sandbox with --reset to rebuild it.',
    );
  }
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}

/** Drops every table, index and trigger (the ledger's append-only triggers included) and rebuilds the schema. */
export function rebuildSchema(db: Database.Database): void {
  const objects = db
    .prepare(`SELECT type, name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name NOT LIKE 'sqlite_%'`)
    .all() as { type: 'table' | 'trigger'; name: string }[];
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const object of objects.filter((o) => o.type === 'trigger'))
        db.exec(`DROP TRIGGER IF EXISTS "${object.name}"`);
      for (const object of objects.filter((o) => o.type === 'table')) db.exec(`DROP TABLE IF EXISTS "${object.name}"`);
      db.pragma('user_version = 0');
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  migrate(db);
}
