import { createFileRoute } from '@tanstack/react-router';
import { CountdownPage } from '@/features/prode/games-page';

// The specification's launch countdown, counting down to El Prode's next deadline (docs/decisions/015-prode.md).
export const Route = createFileRoute('/_site/countdown')({ component: CountdownPage });
