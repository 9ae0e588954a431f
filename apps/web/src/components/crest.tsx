import { ShieldIcon, TrophyIcon } from 'lucide-react';
import type * as React from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

interface LogoProps {
  logo: string | null;
  className?: string;
  /** What stands for a missing logo (team-initials.tsx); an icon by default. */
  fallback?: React.ReactNode;
}

/** An uploaded logo in a rounded square, or what stands for it when there is none. */
function Crest({ logo, className, fallback, icon: Icon }: LogoProps & { icon: React.ElementType }) {
  return (
    <Avatar className={cn('size-12 rounded-xl', className)}>
      {logo ? <AvatarImage src={logo} alt="" /> : null}
      {fallback ?? (
        <AvatarFallback className="rounded-xl bg-primary/10 text-primary">
          <Icon className="size-1/2" aria-hidden />
        </AvatarFallback>
      )}
    </Avatar>
  );
}

/** The team's shield, or a shield icon (or `fallback`) when it has none. */
export function TeamLogo(props: LogoProps) {
  return <Crest {...props} icon={ShieldIcon} />;
}

/** The tournament's logo, or a trophy when it has none. */
export function TournamentLogo(props: LogoProps) {
  return <Crest {...props} icon={TrophyIcon} />;
}
