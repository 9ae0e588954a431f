import { teamMark } from '@cancha/shared';
import { AvatarFallback } from '@/components/ui/avatar';

/**
 * TeamLogo's `fallback` for a team without a shield: its initials on a colour drawn from its name, as the share
 * images draw it, so the two sides of a match never look alike. A module of its own, so the player home's first
 * load (at its budget) does not carry it.
 */
export function TeamInitials({ name }: { name: string }) {
  const { initials, hue } = teamMark(name);
  return (
    <AvatarFallback
      className="rounded-xl font-bold text-white text-xs"
      style={{ backgroundColor: `hsl(${hue}, 45%, 32%)` }}
      data-testid="team-initials"
      aria-hidden
    >
      {initials}
    </AvatarFallback>
  );
}
