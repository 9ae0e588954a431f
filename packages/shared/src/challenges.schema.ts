import { z } from 'zod';
import { CHALLENGE_STATUSES, DESCRIPTION_MAX } from './challenges';
import { TimeOfDay } from './matches.schema';
import { LOCATION_MAX } from './teams';
import { Id } from './teams.schema';
import { multiLine, singleLine } from './text.schema';

export const ChallengeStatus = z.enum(CHALLENGE_STATUSES);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

export const CreateChallenge = z.object({
  location: singleLine(LOCATION_MAX).min(2),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  challengedDate: z.iso.date(),
  time: TimeOfDay,
  description: multiLine(DESCRIPTION_MAX).optional(),
  creatorTeamId: Id,
  challengedTeamId: Id,
});
export type CreateChallenge = z.infer<typeof CreateChallenge>;

export const AnswerChallenge = z.object({ challengeId: Id, status: z.enum(['ACCEPTED', 'REJECTED']) });
export const ChallengeId = z.object({ challengeId: Id });
