import { USER_NOT_FOUND, type LoginRefusal, type LoginResponse } from 'shared-api';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden } from '../../errors';
import type { AuthContext } from '../../plugins/identity';
import { isProfileComplete, toUserChannel } from '../channels/mapper';
import type { ChannelRepository } from '../channels/repository';
import type { UserRepository } from './repository';

/**
 * Login of an identity that has no account yet (SPEC §4 Sign-in 2 and 5): the browser calls login on every
 * signed-in identity, a new creator included, so this is an ordinary answer, 200 with the server's message,
 * not an error: the sign-in sequence reads the message and registers, and the browser logs no failed request.
 */
export { USER_NOT_FOUND, type LoginRefusal } from 'shared-api';

export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly channels: ChannelRepository,
  ) {}

  /**
   * The login/register/verify-channel view of a user. `validated` = the user has saved their profile
   * (updateProfile sets it) and still has a connected channel with a complete profile. A claimed channel that
   * already carries complete data does not validate by itself: the creator confirms their profile first.
   */
  async sessionView(user: UserRow): Promise<LoginResponse> {
    const channel = await this.channels.findByOwner(user.id);
    const langs = channel ? await this.channels.languagesOf(channel.id) : [];
    const validated = user.validated && channel !== null && isProfileComplete(channel, langs);
    if (validated !== user.validated) await this.users.setValidated(user.id, validated);
    return {
      uid: user.firebaseUid,
      email: user.email,
      validated,
      user: { id: user.id, uid: user.firebaseUid, email: user.email, isPremium: user.isPremium },
      userChannel: channel ? toUserChannel(channel, { id: user.id, uid: user.firebaseUid }, langs) : null,
    };
  }

  /** The registered user of a verified identity, or null before registration (STOMP CONNECT). */
  userByUid(uid: string): Promise<UserRow | null> {
    return this.users.findByUid(uid);
  }

  async login(auth: AuthContext, bodyUid: string): Promise<{ user: UserRow; view: LoginResponse } | { user: null; view: LoginRefusal }> {
    if (bodyUid !== auth.uid) throw forbidden('The uid does not match the signed-in user');
    if (!auth.user) return { user: null, view: { message: USER_NOT_FOUND } };
    return { user: auth.user, view: await this.sessionView(auth.user) };
  }

  async register(auth: AuthContext, bodyUid: string): Promise<{ user: UserRow; view: LoginResponse }> {
    if (bodyUid !== auth.uid) throw forbidden('The uid does not match the signed-in user');
    // The email comes from the verified token, never from the body.
    const user = auth.user ? null : await this.users.create(auth.uid, auth.email);
    if (!user) throw conflict('User already exists');
    return { user, view: await this.sessionView(user) };
  }
}
