import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not depend on today's table types
type AnyDb = Kysely<any>;

const now = sql`now()`;
const emptyArray = sql`'{}'::text[]`;

function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

function timestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now));
}

function id<T extends string>(table: CreateTableBuilder<T>) {
  return table.addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity());
}

async function addUpdatedAtTrigger(db: AnyDb, table: string): Promise<void> {
  // set_updated_at() comes from the accounts migration.
  await sql`create trigger ${sql.raw(`${table}_set_updated_at`)}
    before update on ${sql.table(table)}
    for each row execute function set_updated_at()`.execute(db);
}

async function index(db: AnyDb, table: string, columns: string[]): Promise<void> {
  const name = `${table}_${columns.map((c) => c.replace(' desc', '')).join('_')}_index`;
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

const UNIT_TYPES = [
  '2-bedroom-apartment',
  '3-bedroom-apartment',
  '4-bedroom-apartment',
  '2-bedroom-terrace',
  '3-bedroom-terrace',
  '4-bedroom-terrace',
  'semi-detached',
  'fully-detached',
  'self-compound',
];
const UNIT_STATUSES = ['available', 'partially_funded', 'fully_funded', 'sold'];
const PROJECT_TYPES = ['residential', 'commercial', 'mixed-use'];
const PROJECT_STATUSES = [
  'planning',
  'pre_construction',
  'under_construction',
  'near_completion',
  'completed',
];
const RISK_LEVELS = ['low', 'medium', 'high'];
const INVESTMENT_STATUSES = ['pending', 'pending_payment', 'confirmed', 'cancelled', 'expired'];
const INTEREST_STATUSES = ['pending', 'approved', 'rejected'];
const NOTIFICATION_TYPES = ['milestone', 'alert', 'completion', 'other'];
const UPDATE_TYPES = ['progress', 'milestone', 'completion', 'alert'];
const KYC_STATUSES = [
  'pending',
  'under_review',
  'approved',
  'rejected',
  'requires_additional_info',
];
const DOCUMENT_TYPES = ['passport', 'national_id', 'drivers_license'];
const PROOF_OF_ADDRESS_TYPES = ['utility_bill', 'bank_statement', 'rental_agreement'];
const SOURCES_OF_FUNDS = ['employment', 'business', 'investment', 'inheritance', 'other'];
const EMPLOYMENT_STATUSES = ['employed', 'self_employed', 'retired', 'unemployed', 'student'];

const TABLES_WITH_UPDATED_AT = [
  'developers',
  'projects',
  'units',
  'investments',
  'financial_goals',
  'project_interests',
  'kyc_verifications',
  'aml_checks',
  'currency_rates',
];

export async function up(db: AnyDb): Promise<void> {
  await timestamps(
    id(db.schema.createTable('developers'))
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('website', 'text')
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull().defaultTo('Ghana'))
      .addColumn('established_year', 'integer')
      .addColumn('license_number', 'text', (c) => c.unique())
      .addColumn('specialties', sql`text[]`, (c) => c.notNull().defaultTo(emptyArray))
      .addColumn('logo_url', 'text')
      .addColumn('completed_projects', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_value', 'numeric(15, 2)', (c) => c.notNull().defaultTo(0))
      .addColumn('rating', 'numeric(3, 2)', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addCheckConstraint('developers_rating_check', sql`rating between 0 and 5`)
      .addCheckConstraint('developers_completed_projects_check', sql`completed_projects >= 0`)
      .addCheckConstraint('developers_total_value_check', sql`total_value >= 0`),
  ).execute();

  await timestamps(
    id(db.schema.createTable('projects'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull().defaultTo('Ghana'))
      .addColumn('project_type', 'text', (c) => c.notNull().defaultTo('residential'))
      .addColumn('developer_id', 'integer', (c) =>
        c.references('developers.id').onDelete('set null'),
      )
      .addColumn('developer_name', 'text')
      .addColumn('total_units', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('available_units', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unit_price', 'numeric(15, 2)', (c) => c.notNull())
      .addColumn('min_investment', 'numeric(15, 2)', (c) => c.notNull())
      .addColumn('expected_profit', 'text')
      .addColumn('profit_range_min', 'numeric(5, 2)')
      .addColumn('profit_range_max', 'numeric(5, 2)')
      .addColumn('timeline', 'integer')
      .addColumn('construction_timeline', 'text')
      .addColumn('developer_listing_price', 'numeric(15, 2)')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('planning'))
      .addColumn('image_url', 'text')
      .addColumn('off_plan_price', 'numeric(15, 2)')
      .addColumn('min_co_buy_amount', 'numeric(15, 2)')
      .addColumn('completion_list_price', 'numeric(15, 2)')
      .addColumn('media_urls', sql`text[]`, (c) => c.notNull().defaultTo(emptyArray))
      .addColumn('price_negotiable', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('completion_date', 'date')
      .addColumn('risk_level', 'text', (c) => c.notNull().defaultTo('medium'))
      .addColumn('total_investment_needed', 'numeric(15, 2)', (c) => c.notNull().defaultTo(0))
      .addCheckConstraint('projects_project_type_check', oneOf('project_type', PROJECT_TYPES))
      .addCheckConstraint('projects_status_check', oneOf('status', PROJECT_STATUSES))
      .addCheckConstraint('projects_risk_level_check', oneOf('risk_level', RISK_LEVELS))
      .addCheckConstraint(
        'projects_units_check',
        sql`total_units >= 0 and available_units >= 0 and timeline >= 0`,
      )
      .addCheckConstraint(
        'projects_amounts_check',
        sql`unit_price >= 0 and min_investment >= 0 and total_investment_needed >= 0`,
      )
      .addCheckConstraint(
        'projects_profit_range_check',
        sql`profit_range_min is null or profit_range_max is null or profit_range_min <= profit_range_max`,
      ),
  ).execute();
  await index(db, 'projects', ['location']);
  await index(db, 'projects', ['project_type']);
  await index(db, 'projects', ['status']);
  await index(db, 'projects', ['developer_id']);

  await timestamps(
    id(db.schema.createTable('units'))
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('unit_number', 'text', (c) => c.notNull())
      .addColumn('unit_type', 'text', (c) => c.notNull())
      .addColumn('bedrooms', 'integer', (c) => c.notNull())
      .addColumn('bathrooms', 'integer', (c) => c.notNull())
      .addColumn('floor_area', 'numeric(10, 2)')
      .addColumn('plot_size', 'numeric(10, 2)')
      .addColumn('price', 'numeric(15, 2)', (c) => c.notNull())
      .addColumn('total_investment_needed', 'numeric(15, 2)', (c) => c.notNull())
      .addColumn('current_investment', 'numeric(15, 2)', (c) => c.notNull().defaultTo(0))
      // Unpaid (pending_payment) investments hold their amount here until paid or expired.
      .addColumn('reserved_amount', 'numeric(15, 2)', (c) => c.notNull().defaultTo(0))
      .addColumn('min_investment_amount', 'numeric(15, 2)', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
      // true once the admin sets the status by hand: funding then no longer moves it.
      .addColumn('manual_status', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('features', sql`text[]`, (c) => c.notNull().defaultTo(emptyArray))
      .addColumn('description', 'text')
      .addColumn('image_url', 'text')
      .addColumn('floor', 'integer')
      .addColumn('block', 'text')
      .addColumn('sold_at', 'timestamptz')
      .addColumn('sold_price', 'numeric(15, 2)')
      .addColumn('profit_generated', 'numeric(15, 2)')
      .addUniqueConstraint('units_project_id_unit_number_key', ['project_id', 'unit_number'])
      .addCheckConstraint('units_unit_type_check', oneOf('unit_type', UNIT_TYPES))
      .addCheckConstraint('units_status_check', oneOf('status', UNIT_STATUSES))
      .addCheckConstraint('units_rooms_check', sql`bedrooms >= 0 and bathrooms >= 0`)
      .addCheckConstraint(
        'units_amounts_check',
        sql`price > 0 and min_investment_amount >= 0 and current_investment >= 0 and reserved_amount >= 0`,
      )
      // The last guard against overfunding, whatever the application does.
      .addCheckConstraint(
        'units_funding_check',
        sql`current_investment + reserved_amount <= total_investment_needed`,
      ),
  ).execute();
  // units_project_id_unit_number_key also serves the lookup of a project's units.

  await timestamps(
    id(db.schema.createTable('investments'))
      // Money records outlive nothing they point at: deleting a user, project or unit that
      // has investments is refused.
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('restrict'),
      )
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('restrict'),
      )
      .addColumn('unit_id', 'integer', (c) =>
        c.notNull().references('units.id').onDelete('restrict'),
      )
      .addColumn('amount', 'numeric(15, 2)', (c) => c.notNull())
      .addColumn('ownership_percentage', 'numeric(5, 2)', (c) => c.notNull())
      .addColumn('current_value', 'numeric(15, 2)', (c) => c.notNull())
      .addColumn('profit_share', 'numeric(15, 2)', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('payment_method', 'text')
      .addColumn('payment_reference', 'text', (c) => c.unique())
      .addColumn('payment_deadline', 'timestamptz')
      .addColumn('payment_confirmed_by', 'integer', (c) =>
        c.references('users.id').onDelete('set null'),
      )
      .addColumn('payment_confirmed_at', 'timestamptz')
      .addColumn('usd_to_ghs_rate', 'numeric(18, 6)', (c) => c.notNull())
      .addColumn('satisfaction_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('satisfaction_confirmed_at', 'timestamptz')
      .addCheckConstraint('investments_status_check', oneOf('status', INVESTMENT_STATUSES))
      .addCheckConstraint(
        'investments_amounts_check',
        sql`amount > 0 and ownership_percentage between 0 and 100 and current_value >= 0 and usd_to_ghs_rate > 0`,
      ),
  ).execute();
  await index(db, 'investments', ['user_id']);
  await index(db, 'investments', ['unit_id']);
  await index(db, 'investments', ['project_id']);
  await index(db, 'investments', ['status']);

  await id(db.schema.createTable('project_updates'))
    .addColumn('project_id', 'integer', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('progress_percentage', 'integer')
    .addColumn('update_type', 'text', (c) => c.notNull().defaultTo('progress'))
    .addColumn('image_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('project_updates_update_type_check', oneOf('update_type', UPDATE_TYPES))
    .addCheckConstraint(
      'project_updates_progress_percentage_check',
      sql`progress_percentage between 0 and 100`,
    )
    .execute();
  await index(db, 'project_updates', ['project_id', 'created_at desc']);

  await id(db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('notifications_type_check', oneOf('type', NOTIFICATION_TYPES))
    .execute();
  await index(db, 'notifications', ['user_id', 'is_read', 'created_at desc']);

  await timestamps(
    id(db.schema.createTable('financial_goals'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('goal_name', 'text', (c) => c.notNull())
      .addColumn('target_amount', 'numeric(15, 2)', (c) => c.notNull())
      .addColumn('current_amount', 'numeric(15, 2)', (c) => c.notNull().defaultTo(0))
      .addColumn('target_date', 'date')
      .addColumn('goal_type', 'text')
      .addColumn('description', 'text')
      .addColumn('is_completed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addCheckConstraint(
        'financial_goals_amounts_check',
        sql`target_amount > 0 and current_amount >= 0`,
      ),
  ).execute();
  await index(db, 'financial_goals', ['user_id']);

  await timestamps(
    id(db.schema.createTable('project_interests'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('unit_id', 'integer', (c) => c.references('units.id').onDelete('set null'))
      .addColumn('unit_type', 'text')
      .addColumn('interest_amount', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
      .addColumn('contact_preference', 'text')
      .addColumn('contact_info', 'text')
      .addColumn('message', 'text')
      .addColumn('interest_type', 'text', (c) => c.notNull().defaultTo('unit'))
      .addColumn('units_requested', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
      .addCheckConstraint('project_interests_status_check', oneOf('status', INTEREST_STATUSES))
      .addCheckConstraint('project_interests_units_requested_check', sql`units_requested >= 1`)
      .addCheckConstraint(
        'project_interests_message_check',
        sql`message is null or char_length(message) <= 500`,
      ),
  ).execute();
  await index(db, 'project_interests', ['status']);
  await index(db, 'project_interests', ['user_id']);
  await index(db, 'project_interests', ['project_id']);

  await timestamps(
    id(db.schema.createTable('kyc_verifications'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('date_of_birth', 'date', (c) => c.notNull())
      .addColumn('nationality', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('postal_code', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('document_number', 'text', (c) => c.notNull())
      .addColumn('document_expiry_date', 'date', (c) => c.notNull())
      .addColumn('document_front_url', 'text', (c) => c.notNull())
      .addColumn('document_back_url', 'text')
      .addColumn('proof_of_address_type', 'text', (c) => c.notNull())
      .addColumn('proof_of_address_url', 'text', (c) => c.notNull())
      .addColumn('proof_of_address_date', 'date', (c) => c.notNull())
      .addColumn('selfie_url', 'text', (c) => c.notNull())
      .addColumn('source_of_funds', 'text', (c) => c.notNull())
      .addColumn('source_of_funds_details', 'text')
      .addColumn('employment_status', 'text', (c) => c.notNull())
      .addColumn('occupation', 'text')
      .addColumn('annual_income', 'numeric(15, 2)')
      .addColumn('is_politically_exposed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('political_exposure_details', 'text')
      .addColumn('is_high_risk_country', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('verification_level', 'text', (c) => c.notNull().defaultTo('basic'))
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('review_notes', 'text')
      .addColumn('rejection_reason', 'text')
      .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('approved_at', 'timestamptz')
      .addColumn('expires_at', 'timestamptz')
      .addCheckConstraint('kyc_verifications_status_check', oneOf('status', KYC_STATUSES))
      .addCheckConstraint(
        'kyc_verifications_document_type_check',
        oneOf('document_type', DOCUMENT_TYPES),
      )
      .addCheckConstraint(
        'kyc_verifications_proof_of_address_type_check',
        oneOf('proof_of_address_type', PROOF_OF_ADDRESS_TYPES),
      )
      .addCheckConstraint(
        'kyc_verifications_source_of_funds_check',
        oneOf('source_of_funds', SOURCES_OF_FUNDS),
      )
      .addCheckConstraint(
        'kyc_verifications_employment_status_check',
        oneOf('employment_status', EMPLOYMENT_STATUSES),
      )
      .addCheckConstraint('kyc_verifications_annual_income_check', sql`annual_income >= 0`),
  ).execute();
  await index(db, 'kyc_verifications', ['status']);

  await timestamps(
    id(db.schema.createTable('aml_checks'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kyc_id', 'integer', (c) =>
        c.references('kyc_verifications.id').onDelete('set null'),
      )
      .addColumn('sanctions_screening_result', 'text')
      .addColumn('sanctions_screening_details', 'jsonb')
      .addColumn('pep_screening_result', 'text')
      .addColumn('pep_screening_details', 'jsonb')
      .addColumn('adverse_media_result', 'text')
      .addColumn('adverse_media_details', 'jsonb')
      .addColumn('risk_score', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('risk_level', 'text', (c) => c.notNull().defaultTo('low'))
      .addColumn('risk_factors', sql`text[]`, (c) => c.notNull().defaultTo(emptyArray))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('review_notes', 'text')
      .addColumn('external_service_provider', 'text')
      .addColumn('external_check_id', 'text')
      .addColumn('external_check_data', 'jsonb')
      .addCheckConstraint('aml_checks_risk_level_check', oneOf('risk_level', RISK_LEVELS))
      .addCheckConstraint('aml_checks_risk_score_check', sql`risk_score between 0 and 100`),
  ).execute();
  await index(db, 'aml_checks', ['user_id']);
  await index(db, 'aml_checks', ['kyc_id']);

  await id(db.schema.createTable('contact_messages'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('currency_rates')
    .addColumn('code', sql`char(3)`, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('flag', 'text', (c) => c.notNull())
    // Units of this currency per 1 US dollar.
    .addColumn('rate', 'numeric(18, 6)', (c) => c.notNull())
    // The picker lists currencies in this order; the first is the default.
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('currency_rates_rate_check', sql`rate > 0`)
    .addCheckConstraint('currency_rates_code_check', sql`code ~ '^[A-Z]{3}$'`)
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await index(db, 'audit_log', ['entity_type', 'entity_id', 'created_at desc']);
  await index(db, 'audit_log', ['actor_user_id']);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // Empty while the first request is still running.
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await index(db, 'idempotency_keys', ['created_at']);

  await db.schema
    .createTable('translation_cache')
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('target_language', 'text', (c) => c.notNull())
    .addColumn('source_text', 'text', (c) => c.notNull())
    .addColumn('translated_text', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('translation_cache_pkey', ['source_hash', 'target_language'])
    .execute();

  for (const table of TABLES_WITH_UPDATED_AT) {
    await addUpdatedAtTrigger(db, table);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'translation_cache',
    'idempotency_keys',
    'audit_log',
    'currency_rates',
    'contact_messages',
    'aml_checks',
    'kyc_verifications',
    'project_interests',
    'financial_goals',
    'notifications',
    'project_updates',
    'investments',
    'units',
    'projects',
    'developers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
