-- A shoot-out typed in the result form used to be stored as that many goal-less 'PENALTY_SHOOTOUT_SCORED' kicks
-- with no player at minute 0. It is now the match's own result (penalties_team_one/two, which already hold those
-- counts): the made-up kicks go, wherever the whole shoot-out was made of them. Told kicks are left alone.
DELETE FROM `match_events`
WHERE `type` = 'PENALTY_SHOOTOUT_SCORED' AND `player_id` IS NULL AND `minute` = 0
  AND `match_id` NOT IN (
    SELECT `match_id` FROM `match_events`
    WHERE `type` IN ('PENALTY_SHOOTOUT_SCORED', 'PENALTY_SHOOTOUT_MISSED')
      AND (`player_id` IS NOT NULL OR `minute` <> 0)
  );
