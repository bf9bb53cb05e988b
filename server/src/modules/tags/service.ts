import type { Tag } from 'shared-api';
import { notFound } from '../../errors';
import type { ChannelRepository } from '../channels/repository';

/** Channel tags (the shared-topics notice of a profile). */
export class TagService {
  constructor(private readonly channels: ChannelRepository) {}

  async ofChannel(channelId: number): Promise<Tag[]> {
    if (!(await this.channels.findById(channelId))) throw notFound('Channel not found');
    return this.channels.tagsOf(channelId);
  }
}
