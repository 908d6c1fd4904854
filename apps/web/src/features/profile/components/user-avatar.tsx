import type { User } from '@reelforge/contracts';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { getInitials } from '../lib/user-display';

type AvatarUser = Pick<User, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;

export function UserAvatar({ user, src, className }: { user: AvatarUser; src?: string | null; className?: string }) {
  const image = src ?? user.profileImageUrl;
  return (
    <Avatar className={cn('size-9', className)}>
      {image && <AvatarImage src={image} alt="Profile photo" />}
      <AvatarFallback className="bg-gradient-to-br from-violet-500 to-fuchsia-500 font-semibold text-white">
        {getInitials(user)}
      </AvatarFallback>
    </Avatar>
  );
}
