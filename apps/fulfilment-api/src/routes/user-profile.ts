import { validateProfileFields } from '@fulfil/domain';
import { GetProfile, UpdateProfile } from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import { duplicateRefusal, updateProfile } from '../queries/user-writes.js';
import { findUserRecord, userStoreSummaries } from '../queries/users.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/**
 * The signed-in person's own details: anyone may read and change their name, e-mail address and
 * phone number here, while their user name, role, client and stores stay with the admins who
 * manage them (the users list does not let anyone edit themselves).
 */

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

export const userProfileRoutes: ContractRoutes<Services> = async (app, { db }) => {
  const ownRecord = async (caller: Caller) => {
    const user = await findUserRecord(db, caller.userId);
    return user && { ...user, stores: await userStoreSummaries(db, caller, caller.userId) };
  };

  app.route({
    ...of(GetProfile),
    handler: async (request) => {
      return ownRecord(request.caller);
    },
  });

  app.route({
    ...of(UpdateProfile),
    handler: async (request) => {
      const { caller } = request;
      const { version, ...fields } = request.body;
      const email = fields.emailAddress.trim().toLowerCase();
      const [invalid] = validateProfileFields({ email });
      if (invalid) return refused(invalid.message);
      const duplicate = await duplicateRefusal(db, { userName: caller.userName, email }, caller.userId);
      if (duplicate) return refused(duplicate);

      const updated = await updateProfile(
        db,
        { userId: caller.userId, version },
        {
          email,
          firstName: blankToNull(fields.firstname),
          lastName: blankToNull(fields.lastname),
          phoneNumber: blankToNull(fields.phoneNumber),
        },
        caller.userName,
      );
      if (updated === null)
        return refused((await duplicateRefusal(db, { userName: caller.userName, email }))!);
      const user = await requireUpdated(updated, () => ownRecord(caller), `User ${caller.userId}`);
      return { ...succeeded, user };
    },
  });
};
