/**
 * The rows that `migrations-upgrade.test.ts` writes into a database right after each migration,
 * so that every table holds data when the later migrations run over it
 * (docs/decisions/405-upgrades-keep-the-data.md).
 *
 * A migration that creates a table needs rows for it here, under its tag, written with the columns
 * that exist at that migration (later migrations run over them, as they would over a church's
 * data). Like the migrations, an entry is history: never edit one to fit a later schema.
 */

/** Fixed ids, so the test can check that the same rows are there after the upgrade. */
export const fixtureIds = {
  adminUser: "a0000000-0000-4000-8000-000000000001",
  otherUser: "a0000000-0000-4000-8000-000000000002",
  church: "c0000000-0000-4000-8000-000000000001",
  otherChurch: "c0000000-0000-4000-8000-000000000002",
  bandSede: "b1000000-0000-4000-8000-000000000001",
  bandAgape: "b2000000-0000-4000-8000-000000000002",
  bandJovem: "b3000000-0000-4000-8000-000000000003",
  joao1: "e1000000-0000-4000-8000-000000000001",
  joao2: "e2000000-0000-4000-8000-000000000002",
  maria: "e3000000-0000-4000-8000-000000000003",
  pedro: "e4000000-0000-4000-8000-000000000004",
  /** 10/03/2024 19:00, Louvor Sede; and serviceAgape at 19:30 the same day: the same readable hour. */
  serviceSede: "51000000-0000-4000-8000-000000000001",
  serviceAgape: "52000000-0000-4000-8000-000000000002",
  /** Inactive: no public page, so no readable key. */
  serviceInactive: "53000000-0000-4000-8000-000000000003",
  serviceOtherChurch: "54000000-0000-4000-8000-000000000004",
  songGrande: "61000000-0000-4000-8000-000000000001",
  songRendido: "62000000-0000-4000-8000-000000000002",
  songOtherChurch: "63000000-0000-4000-8000-000000000003",
  segmentSedeGrande: "71000000-0000-4000-8000-000000000001",
  segmentSedeRendido: "72000000-0000-4000-8000-000000000002",
  segmentAgapeGrande: "73000000-0000-4000-8000-000000000003",
  segmentInactiveRendido: "74000000-0000-4000-8000-000000000004",
  segmentOtherChurch: "75000000-0000-4000-8000-000000000005",
} as const;

const id = fixtureIds;

/**
 * SQL run right after the migration with that tag (one transaction each). The catalogue
 * statistics agree with the segments, as the app keeps them (a recount changes nothing).
 */
export const fixtureSql: Record<string, string> = {
  "0001_tables": `
    INSERT INTO users (id, name, email, email_verified, image) VALUES
      ('${id.adminUser}', 'Ana Administradora', 'ana@igreja.example', true, NULL),
      ('${id.otherUser}', 'Bruno', 'bruno@novavida.example', false, 'https://example.org/bruno.png');
    INSERT INTO accounts (id, account_id, provider_id, user_id, password) VALUES
      ('a1000000-0000-4000-8000-000000000001', '${id.adminUser}', 'credential', '${id.adminUser}', 'salt:hash'),
      ('a1000000-0000-4000-8000-000000000002', '${id.otherUser}', 'credential', '${id.otherUser}', 'salt:hash2');
    INSERT INTO sessions (id, token, user_id, expires_at, ip_address, user_agent) VALUES
      ('a2000000-0000-4000-8000-000000000001', 'session-token-1', '${id.adminUser}', '2099-01-01T00:00:00Z', '127.0.0.1', 'Firefox');
    INSERT INTO verifications (id, identifier, value, expires_at) VALUES
      ('a3000000-0000-4000-8000-000000000001', 'reset-password:token', '${id.adminUser}', '2099-01-01T00:00:00Z');
    INSERT INTO rate_limits (id, key, count, last_request) VALUES
      ('a4000000-0000-4000-8000-000000000001', '127.0.0.1/sign-in/email', 3, 1795271636711);

    INSERT INTO churches (id, admin_user_id, name, slug, address, youtube_channel, logo_url) VALUES
      ('${id.church}', '${id.adminUser}', 'Igreja Batista Central', 'igreja-central', 'Rua das Flores, 10', 'https://www.youtube.com/@central', NULL),
      ('${id.otherChurch}', NULL, 'Comunidade Nova Vida', 'nova-vida', NULL, NULL, NULL);
    INSERT INTO bands (id, church_id, name, year, image_url) VALUES
      ('${id.bandSede}', '${id.church}', 'Louvor Sede', 2019, NULL),
      ('${id.bandAgape}', '${id.church}', 'Banda Ágape', 2020, NULL),
      ('${id.bandJovem}', '${id.otherChurch}', 'Louvor Jovem', 2021, NULL);
    -- Two musicians of one church with the same name: their readable keys must differ.
    INSERT INTO musicians (id, church_id, name, is_multibanda, instrument, bio) VALUES
      ('${id.joao1}', '${id.church}', 'João Silva', false, 'Violão', 'Toca desde 2010.'),
      ('${id.joao2}', '${id.church}', 'João Silva', false, 'Bateria', NULL),
      ('${id.maria}', '${id.church}', 'Maria Souza', true, 'Vocal', NULL),
      ('${id.pedro}', '${id.otherChurch}', 'Pedro Lima', false, 'Teclado', NULL);
    INSERT INTO band_musicians (id, church_id, band_id, musician_id, instrument) VALUES
      ('f1000000-0000-4000-8000-000000000001', '${id.church}', '${id.bandSede}', '${id.joao1}', '{Violão,Vocal}'),
      ('f1000000-0000-4000-8000-000000000002', '${id.church}', '${id.bandAgape}', '${id.joao2}', '{Bateria}'),
      ('f1000000-0000-4000-8000-000000000003', '${id.otherChurch}', '${id.bandJovem}', '${id.pedro}', '{}');
    INSERT INTO services (id, church_id, band_id, date, time, video_url, active, view_count) VALUES
      ('${id.serviceSede}', '${id.church}', '${id.bandSede}', '2024-03-10', '19:00', 'https://www.youtube.com/watch?v=aaaaaaaaaaa', true, 42),
      ('${id.serviceAgape}', '${id.church}', '${id.bandAgape}', '2024-03-10', '19:30', 'https://www.youtube.com/watch?v=bbbbbbbbbbb', true, 7),
      ('${id.serviceInactive}', '${id.church}', '${id.bandSede}', '2024-03-17', '10:00', 'https://www.youtube.com/watch?v=ccccccccccc', false, 0),
      ('${id.serviceOtherChurch}', '${id.otherChurch}', '${id.bandJovem}', '2024-03-10', '19:00', 'https://www.youtube.com/watch?v=ddddddddddd', true, 1);
    INSERT INTO songs_catalog (id, church_id, name, author, lyrics, performance_count, view_count, first_played_at,
                               last_played_at, last_service_id, new_marked_at, introduced_by) VALUES
      ('${id.songGrande}', '${id.church}', 'Grande é o Senhor', 'Adhemar de Campos', 'Grande é o Senhor...', 2, 15,
       '2024-03-10', '2024-03-10', '${id.serviceAgape}', '2024-03-11T12:00:00Z', '${id.bandSede}'),
      ('${id.songRendido}', '${id.church}', 'Rendido Estou', NULL, NULL, 1, 3, '2024-03-10', '2024-03-10', '${id.serviceSede}', NULL, NULL),
      ('${id.songOtherChurch}', '${id.otherChurch}', 'Grande é o Senhor', NULL, NULL, 1, 0, '2024-03-10', '2024-03-10', '${id.serviceOtherChurch}', NULL, NULL);
    INSERT INTO song_details (id, church_id, service_id, song_catalog_id, band_id, start_time, end_time, name, view_count) VALUES
      ('${id.segmentSedeGrande}', '${id.church}', '${id.serviceSede}', '${id.songGrande}', '${id.bandSede}', 0, 300, NULL, 9),
      ('${id.segmentSedeRendido}', '${id.church}', '${id.serviceSede}', '${id.songRendido}', '${id.bandSede}', 300, 620, 'Rendido Estou (ao vivo)', 2),
      ('${id.segmentAgapeGrande}', '${id.church}', '${id.serviceAgape}', '${id.songGrande}', '${id.bandAgape}', 0, 280, NULL, 0),
      ('${id.segmentInactiveRendido}', '${id.church}', '${id.serviceInactive}', '${id.songRendido}', '${id.bandSede}', 0, 250, NULL, 0),
      ('${id.segmentOtherChurch}', '${id.otherChurch}', '${id.serviceOtherChurch}', '${id.songOtherChurch}', '${id.bandJovem}', 10, 200, NULL, 1);
    INSERT INTO service_musicians_global (id, church_id, service_id, musician_id, instrument, is_substitute) VALUES
      ('81000000-0000-4000-8000-000000000001', '${id.church}', '${id.serviceSede}', '${id.joao1}', 'Violão', false),
      ('81000000-0000-4000-8000-000000000002', '${id.church}', '${id.serviceSede}', '${id.maria}', 'Vocal', true),
      ('81000000-0000-4000-8000-000000000003', '${id.otherChurch}', '${id.serviceOtherChurch}', '${id.pedro}', NULL, false);
    INSERT INTO service_musicians_individual (id, church_id, service_id, song_detail_id, musician_id, instrument, is_substitute, is_global) VALUES
      ('91000000-0000-4000-8000-000000000001', '${id.church}', '${id.serviceSede}', '${id.segmentSedeGrande}', '${id.joao1}', 'Violão', false, true),
      ('91000000-0000-4000-8000-000000000002', '${id.church}', '${id.serviceSede}', '${id.segmentSedeRendido}', '${id.joao2}', 'Bateria', true, false),
      ('91000000-0000-4000-8000-000000000003', '${id.church}', '${id.serviceAgape}', NULL, '${id.maria}', 'Vocal', false, false);
  `,
  "0009_images": `
    INSERT INTO images (church_id, content_type, bytes, uses) VALUES
      ('${id.church}', 'image/png', decode('89504e470d0a1a0a0000000d49484452', 'hex'), 2),
      ('${id.otherChurch}', 'image/webp', decode('524946460c00000057454250', 'hex'), 1);
  `,
  "0013_mail_queue": `
    INSERT INTO mail_queue (id, kind, recipient, subject, body, attempts, next_attempt_at, last_error, sent_at, given_up_at) VALUES
      ('a5000000-0000-4000-8000-000000000001', 'password-recovery', 'ana@igreja.example', 'Redefinir senha',
       convert_to('{"text":"Abra o link"}', 'UTF8'), 1, '2099-01-01T00:00:00Z', 'connect ECONNREFUSED', NULL, NULL),
      ('a5000000-0000-4000-8000-000000000002', 'password-recovery', 'bruno@novavida.example', 'Redefinir senha',
       NULL, 1, '2024-03-10T12:00:00Z', NULL, '2024-03-10T12:00:05Z', NULL);
  `,
  "0015_plans": `
    INSERT INTO plans (id, church_id, band_id, date, time, public_key) VALUES
      ('a6000000-0000-4000-8000-000000000001', '${id.church}', '${id.bandSede}', '2024-03-17', '19:00', 'AAAAAAAAAAAAAAAAAAAAAA'),
      ('a6000000-0000-4000-8000-000000000002', '${id.otherChurch}', '${id.bandJovem}', '2024-03-17', '10:00', 'BBBBBBBBBBBBBBBBBBBBBB');
    INSERT INTO plan_songs (id, church_id, plan_id, position, song_catalog_id, musical_key, note) VALUES
      ('a7000000-0000-4000-8000-000000000001', '${id.church}', 'a6000000-0000-4000-8000-000000000001', 0, '${id.songGrande}', 'G', 'Começa só no violão'),
      ('a7000000-0000-4000-8000-000000000002', '${id.church}', 'a6000000-0000-4000-8000-000000000001', 1, '${id.songGrande}', NULL, NULL);
  `,
  "0016_team": `
    INSERT INTO users (id, name, email, email_verified, image) VALUES
      ('a0000000-0000-4000-8000-000000000003', 'Edu Editor', 'edu@igreja.example', true, NULL);
    INSERT INTO church_members (id, church_id, user_id, role) VALUES
      ('a8000000-0000-4000-8000-000000000001', '${id.church}', 'a0000000-0000-4000-8000-000000000003', 'editor');
    INSERT INTO invitations (id, church_id, email, role, token_hash, invited_by_user_id, expires_at) VALUES
      ('a9000000-0000-4000-8000-000000000001', '${id.church}', 'carla@igreja.example', 'editor', 'c2f0a1', '${id.adminUser}', '2024-03-24 12:00:00+00');
    INSERT INTO audit_entries (id, church_id, user_id, user_name, kind, record_id, action, summary) VALUES
      ('aa000000-0000-4000-8000-000000000001', '${id.church}', '${id.adminUser}', 'Ana Administradora', 'service', '${id.serviceSede}', 'update', 'Culto de 10/03/2024 alterado');
  `,
  "0019_public_read_counts": `
    INSERT INTO public_read_counts (address, minute_start, count) VALUES
      ('203.0.113.5', 1710072000000, 12),
      ('2001:db8::1', 1710072060000, 3);
  `,
};

/**
 * Values an upgrade changes on purpose, each with the migration that does it and why. Every other
 * value of every row that exists before an upgrade must be the same after it. `column` absent:
 * the migration adds or removes rows of that table on purpose (the test then skips its row count).
 */
export const deliberateChanges: { table: string; column?: string; migration: string; why: string }[] = [
  {
    table: "churches",
    column: "content_version",
    migration: "0007_public_read_model",
    why: "its recount of the catalogue statistics rewrites every song, which advances the church's content version (0006) as any write does",
  },
  {
    table: "churches",
    column: "content_xact",
    migration: "0007_public_read_model",
    why: "the transaction that advanced the content version (see content_version)",
  },
  {
    table: "churches",
    column: "admin_user_id",
    migration: "0017_members_are_the_truth",
    why: "membership is the truth (decision 450): each church's administrator is its Administrador member (0016, and 0017 for one registered since), so the column goes",
  },
  {
    table: "church_members",
    migration: "0016_team",
    why: "the administrator who registered each church becomes its first member, an Administrador (issue 24)",
  },
];
