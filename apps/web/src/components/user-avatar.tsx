import type { UserDto } from '@cancha/shared';
import { UserIcon } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

export function initialsOf(user: Pick<UserDto, 'fullname' | 'lastname' | 'username' | 'email'>): string {
  const first = user.fullname?.trim()[0] ?? '';
  const last = user.lastname?.trim()[0] ?? '';
  const initials = `${first}${last}`.trim();
  return (initials || user.username?.[0] || user.email[0] || '?').toUpperCase();
}

export function displayNameOf(user: Pick<UserDto, 'fullname' | 'lastname' | 'username' | 'email'>): string {
  const full = [user.fullname, user.lastname].filter(Boolean).join(' ').trim();
  return full || user.username || user.email;
}

/** A user's picture (avatar, also called image) or their initials. */
export function UserAvatar({
  user,
  src,
  className,
}: {
  user: Pick<UserDto, 'fullname' | 'lastname' | 'username' | 'email' | 'avatar' | 'image'> | null;
  /** Overrides the stored picture (the preview of a newly chosen file). */
  src?: string | null;
  className?: string;
}) {
  const picture = src ?? user?.avatar ?? user?.image ?? null;
  return (
    <Avatar className={cn(className)}>
      {picture ? <AvatarImage src={picture} alt="" /> : null}
      <AvatarFallback>
        {user ? initialsOf(user) : <UserIcon className="size-1/2" aria-hidden />}
      </AvatarFallback>
    </Avatar>
  );
}
