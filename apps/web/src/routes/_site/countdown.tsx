import { createFileRoute } from '@tanstack/react-router';
import { CountdownPage } from '@/features/prode/games-page';

// The specification's launch countdown, counting down to the next game of El Prode (docs/decisions/015-prode.md).
export const Route = createFileRoute('/_site/countdown')({ component: CountdownPage });
