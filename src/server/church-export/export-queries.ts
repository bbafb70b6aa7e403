/**
 * What the export reads, as SQL that answers each row as its JSON text (PostgreSQL writes the
 * JSON, so dates, times and instants keep every digit they have: microseconds included, which
 * orders lists that were written in the same millisecond). Every statement takes the church id
 * as $1 and reads only that church's rows. Keys are the file's contract
 * (shared/schemas/church-export.ts).
 */

export const churchRowSql = `
  select json_build_object(
    'id', c.id, 'name', c.name, 'slug', c.slug, 'address', c.address, 'youtubeChannel', c.youtube_channel,
    'logoUrl', c.logo_url, 'chapterVerdicts', c.chapter_verdicts, 'publishCharts', c.publish_charts,
    'escalaReminderDays', c.escala_reminder_days, 'escalaDayBefore', c.escala_day_before,
    'createdAt', c.created_at, 'updatedAt', c.updated_at)::text as json,
    c.slug, c.name
  from churches c where c.id = $1`;

export const countsSql = `
  select
    (select count(*)::int from musicians where church_id = $1) as musicians,
    (select count(*)::int from bands where church_id = $1) as bands,
    (select count(*)::int from band_musicians where church_id = $1) as "bandMembers",
    (select count(*)::int from songs_catalog where church_id = $1) as songs,
    (select count(*)::int from services where church_id = $1) as services,
    (select count(*)::int from song_details where church_id = $1) as segments,
    (select count(*)::int from service_musicians_global where church_id = $1) as "serviceLineups",
    (select count(*)::int from service_musicians_individual where church_id = $1) as "songLineups",
    (select count(*)::int from plans where church_id = $1) as plans,
    (select count(*)::int from plan_songs where church_id = $1) as "planSongs",
    (select count(*)::int from plan_team where church_id = $1) as "planTeam",
    (select count(*)::int from musician_blockouts where church_id = $1) as blockouts,
    (select count(*)::int from images where church_id = $1) as images`;

/** The rows of each kind, in the order they were written (the import writes them in the same order). */
export const kindSql = {
  musicians: `
    select json_build_object(
      'id', m.id, 'name', m.name, 'publicKey', m.public_key, 'isMultibanda', m.is_multibanda, 'instrument', m.instrument,
      'bio', m.bio, 'avatarUrl', m.avatar_url, 'email', m.email, 'phone', m.phone, 'createdAt', m.created_at, 'updatedAt', m.updated_at,
      'blockouts', coalesce((
        select json_agg(json_build_object('id', mb.id, 'startsOn', mb.starts_on, 'endsOn', mb.ends_on, 'rrule', mb.rrule,
                          'createdAt', mb.created_at, 'updatedAt', mb.updated_at)
                        order by mb.starts_on, mb.id)
        from musician_blockouts mb where mb.musician_id = m.id), '[]'::json))::text as json
    from musicians m where m.church_id = $1 order by m.created_at, m.id`,
  bands: `
    select json_build_object(
      'id', b.id, 'name', b.name, 'year', b.year, 'publicKey', b.public_key, 'imageUrl', b.image_url,
      'createdAt', b.created_at, 'updatedAt', b.updated_at,
      'members', coalesce((
        select json_agg(json_build_object('id', bm.id, 'musicianId', bm.musician_id, 'instrument', bm.instrument, 'createdAt', bm.created_at)
                        order by bm.created_at, bm.id)
        from band_musicians bm where bm.band_id = b.id), '[]'::json))::text as json
    from bands b where b.church_id = $1 order by b.created_at, b.id`,
  songs: `
    select json_build_object(
      'id', s.id, 'name', s.name, 'author', s.author, 'chordFile', s.chord_file, 'lyrics', s.lyrics, 'active', s.active,
      'publicKey', s.public_key, 'performanceCount', s.performance_count, 'viewCount', s.view_count,
      'firstPlayedAt', s.first_played_at, 'lastPlayedAt', s.last_played_at, 'lastServiceId', s.last_service_id,
      'lastSegmentId', s.last_segment_id, 'newMarkedAt', s.new_marked_at, 'introducedBy', s.introduced_by,
      'chart', s.chart, 'originalKey', s.original_key, 'ccli', s.ccli,
      'createdAt', s.created_at, 'updatedAt', s.updated_at)::text as json
    from songs_catalog s where s.church_id = $1 order by s.created_at, s.id`,
  services: `
    select json_build_object(
      'id', s.id, 'bandId', s.band_id, 'date', s.date, 'time', s.time, 'videoUrl', s.video_url, 'active', s.active,
      'publicKey', s.public_key, 'viewCount', s.view_count, 'createdAt', s.created_at, 'updatedAt', s.updated_at,
      'recordingReviews', coalesce((
        select json_agg(json_build_object('id', rr.id, 'segments', rr.segments, 'boundariesWithin', rr.boundaries_within,
                          'namesProposed', rr.names_proposed, 'namesRight', rr.names_right, 'createdAt', rr.created_at)
                        order by rr.created_at, rr.id)
        from recording_reviews rr where rr.service_id = s.id), '[]'::json))::text as json
    from services s where s.church_id = $1 order by s.created_at, s.id`,
  segments: `
    select json_build_object(
      'id', d.id, 'serviceId', d.service_id, 'songCatalogId', d.song_catalog_id, 'bandId', d.band_id,
      'startTime', d.start_time, 'endTime', d.end_time, 'youtubeUrl', d.youtube_url, 'name', d.name,
      'musicalKey', d.musical_key, 'tempo', d.tempo, 'active', d.active,
      'publicKey', d.public_key, 'viewCount', d.view_count, 'createdAt', d.created_at, 'updatedAt', d.updated_at,
      'fingerprint', (
        select json_build_object('bytes', translate(encode(f.fingerprint, 'base64'), E'\n', ''), 'musicalKey', f.musical_key,
                                 'tempo', f.tempo, 'createdAt', f.created_at)
        from performance_fingerprints f where f.song_detail_id = d.id))::text as json
    from song_details d where d.church_id = $1 order by d.created_at, d.id`,
  serviceLineups: `
    select json_build_object(
      'id', g.id, 'serviceId', g.service_id, 'musicianId', g.musician_id, 'instrument', g.instrument,
      'isSubstitute', g.is_substitute, 'createdAt', g.created_at)::text as json
    from service_musicians_global g where g.church_id = $1 order by g.created_at, g.id`,
  songLineups: `
    select json_build_object(
      'id', i.id, 'serviceId', i.service_id, 'songDetailId', i.song_detail_id, 'musicianId', i.musician_id,
      'instrument', i.instrument, 'isSubstitute', i.is_substitute, 'isGlobal', i.is_global, 'createdAt', i.created_at)::text as json
    from service_musicians_individual i where i.church_id = $1 order by i.created_at, i.id`,
  plans: `
    select json_build_object(
      'id', p.id, 'bandId', p.band_id, 'date', p.date, 'time', p.time, 'publicKey', p.public_key,
      'createdAt', p.created_at, 'updatedAt', p.updated_at,
      'songs', coalesce((
        select json_agg(json_build_object('id', ps.id, 'position', ps.position, 'songCatalogId', ps.song_catalog_id,
                          'musicalKey', ps.musical_key, 'note', ps.note, 'createdAt', ps.created_at, 'updatedAt', ps.updated_at)
                        order by ps.position)
        from plan_songs ps where ps.plan_id = p.id), '[]'::json),
      'team', coalesce((
        select json_agg(json_build_object('id', pt.id, 'position', pt.position, 'sortOrder', pt.sort_order, 'musicianId', pt.musician_id,
                          'status', pt.status, 'declineReason', pt.decline_reason, 'answeredAt', pt.answered_at,
                          'createdAt', pt.created_at, 'updatedAt', pt.updated_at)
                        order by pt.sort_order, pt.id)
        from plan_team pt where pt.plan_id = p.id), '[]'::json))::text as json
    from plans p where p.church_id = $1 order by p.created_at, p.id`,
  images: `
    select json_build_object(
      'sha256', im.sha256, 'contentType', im.content_type, 'size', im.size, 'uses', im.uses, 'createdAt', im.created_at,
      'file', 'imagens/' || im.sha256 || '.' || case im.content_type
        when 'image/webp' then 'webp' when 'image/png' then 'png' when 'image/jpeg' then 'jpg'
        when 'image/gif' then 'gif' else 'avif' end)::text as json
    from images im where im.church_id = $1 order by im.sha256`,
} as const;

/** The images' names in the zip, without their bytes (each image's bytes are read on their own). */
export const imageFilesSql = `
  select im.sha256, 'imagens/' || im.sha256 || '.' || case im.content_type
    when 'image/webp' then 'webp' when 'image/png' then 'png' when 'image/jpeg' then 'jpg'
    when 'image/gif' then 'gif' else 'avif' end as file
  from images im where im.church_id = $1 order by im.sha256`;

export const imageBytesSql = `select im.bytes from images im where im.church_id = $1 and im.sha256 = $2`;
