import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * Progress investors can check: pictures (one pipeline for galleries and evidence), each
 * project's schedule and its history, evidence and an independent inspector's sign-off on
 * updates, and developers' licences. Delay classes and scorecards are computed from these, not
 * stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_role_check,
    add constraint users_role_check check (role in ('user', 'admin', 'inspector'))`.execute(db);

  // The site, for the distance of evidence photos; the promised reporting interval; the day a
  // completed project was actually delivered (completion_date stays the planned one); when the
  // investors were last told the developer stopped reporting, so they are told once.
  await sql`alter table projects
    add column latitude numeric(9,6) check (latitude between -90 and 90),
    add column longitude numeric(9,6) check (longitude between -180 and 180),
    add column update_interval_days integer not null default 30
      check (update_interval_days between 1 and 365),
    add column delivered_on date,
    add column not_reporting_notified_at timestamptz,
    add constraint projects_site_check check ((latitude is null) = (longitude is null))`.execute(
    db,
  );

  // An image as received (kept privately when it is evidence) and its WebP width variants (the
  // fixed widths up to the image's own), served to everyone without metadata. taken_at and the
  // position come from its EXIF.
  await sql`create table pictures (
    id integer generated always as identity primary key,
    storage_key text not null unique,
    original_key text unique,
    content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
    byte_size integer not null check (byte_size > 0),
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    taken_at timestamptz,
    latitude numeric(9,6) check (latitude between -90 and 90),
    longitude numeric(9,6) check (longitude between -180 and 180),
    uploaded_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    check ((latitude is null) = (longitude is null))
  )`.execute(db);

  // A project's gallery (unit_id null) or a unit's pictures, ordered; one cover per project.
  await sql`create table project_pictures (
    id integer generated always as identity primary key,
    project_id integer not null references projects (id) on delete cascade,
    unit_id integer references units (id) on delete cascade,
    picture_id integer not null references pictures (id) on delete cascade,
    caption text not null default '' check (length(caption) <= 300),
    position integer not null default 0,
    is_cover boolean not null default false,
    created_at timestamptz not null default now(),
    check (not (is_cover and unit_id is not null))
  )`.execute(db);
  await sql`create index project_pictures_project_idx
    on project_pictures (project_id, unit_id, position)`.execute(db);
  await sql`create unique index project_pictures_one_cover
    on project_pictures (project_id) where is_cover`.execute(db);

  await sql`create table project_milestones (
    id integer generated always as identity primary key,
    project_id integer not null references projects (id) on delete cascade,
    position integer not null default 0,
    name text not null check (length(name) between 1 and 200),
    description text not null default '' check (length(description) <= 2000),
    planned_date date not null,
    planned_percent integer not null check (planned_percent between 0 and 100),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index project_milestones_project_idx
    on project_milestones (project_id, position)`.execute(db);

  // Every change of a planned date, with its reason: the schedule's history is never rewritten.
  await sql`create table milestone_changes (
    id integer generated always as identity primary key,
    milestone_id integer not null references project_milestones (id) on delete cascade,
    previous_planned_date date,
    new_planned_date date not null,
    reason text not null check (length(reason) between 1 and 1000),
    changed_by integer references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index milestone_changes_milestone_idx
    on milestone_changes (milestone_id, created_at)`.execute(db);

  // An update that claims progress (a percent or a milestone) is 'reported' until an inspector
  // confirms ('verified') or disputes it; one that claims nothing is 'not_claimed'.
  await sql`alter table project_updates
    add column milestone_id integer references project_milestones (id) on delete set null,
    add column verification_status text not null default 'not_claimed'
      check (verification_status in ('not_claimed', 'reported', 'verified', 'disputed')),
    add column reviewed_by integer references users (id) on delete set null,
    add column reviewed_at timestamptz,
    add column review_note text check (length(review_note) <= 2000),
    add constraint project_updates_review_check
      check ((verification_status in ('verified', 'disputed')) = (reviewed_at is not null))`.execute(
    db,
  );
  await sql`create index project_updates_verified_idx
    on project_updates (project_id, reviewed_at desc) where verification_status = 'verified'`.execute(
    db,
  );

  // Photos attached to an update: the developer's evidence, or the inspector's own at sign-off.
  // The distance and flags are computed when the photo arrives and kept, so they never drift.
  await sql`create table update_evidence (
    id integer generated always as identity primary key,
    update_id integer not null references project_updates (id) on delete cascade,
    picture_id integer not null references pictures (id) on delete cascade,
    source text not null check (source in ('developer', 'inspector')),
    distance_meters integer check (distance_meters >= 0),
    is_older_than_previous_update boolean not null default false,
    is_far_from_site boolean not null default false,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index update_evidence_update_idx on update_evidence (update_id)`.execute(db);

  await sql`create table inspector_assignments (
    inspector_id integer not null references users (id) on delete cascade,
    project_id integer not null references projects (id) on delete cascade,
    assigned_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (inspector_id, project_id)
  )`.execute(db);
  await sql`create index inspector_assignments_project_idx
    on inspector_assignments (project_id)`.execute(db);

  // GREDA membership and the Real Estate Agency Council licence (Act 1047), one of each kind.
  await sql`create table developer_licences (
    id integer generated always as identity primary key,
    developer_id integer not null references developers (id) on delete cascade,
    kind text not null check (kind in ('greda_membership', 'reac_licence')),
    number text not null check (length(number) between 1 and 100),
    expires_on date not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (developer_id, kind)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table developer_licences`.execute(db);
  await sql`drop table inspector_assignments`.execute(db);
  await sql`drop table update_evidence`.execute(db);
  await sql`alter table project_updates
    drop constraint project_updates_review_check,
    drop column review_note,
    drop column reviewed_at,
    drop column reviewed_by,
    drop column verification_status,
    drop column milestone_id`.execute(db);
  await sql`drop table milestone_changes`.execute(db);
  await sql`drop table project_milestones`.execute(db);
  await sql`drop table project_pictures`.execute(db);
  await sql`drop table pictures`.execute(db);
  await sql`alter table projects
    drop constraint projects_site_check,
    drop column not_reporting_notified_at,
    drop column delivered_on,
    drop column update_interval_days,
    drop column longitude,
    drop column latitude`.execute(db);
  await sql`update users set role = 'user' where role = 'inspector'`.execute(db);
  await sql`alter table users drop constraint users_role_check,
    add constraint users_role_check check (role in ('user', 'admin'))`.execute(db);
}
