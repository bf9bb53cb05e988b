import type { LoginResponse } from 'shared-api';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/identity';
import { isProfileComplete, toUserChannel } from '../channels/mapper';
import type { ChannelRepository } from '../channels/repository';
import type { UserRepository } from './repository';

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

  async login(auth: AuthContext, bodyUid: string): Promise<{ user: UserRow; view: LoginResponse }> {
    if (bodyUid !== auth.uid) throw forbidden('The uid does not match the signed-in user');
    if (!auth.user) throw notFound('User not found');
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
