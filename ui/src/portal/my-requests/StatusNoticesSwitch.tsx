import { useState } from 'react';
import { failureMessage } from '../../api/failureMessage';
import { Switch } from '../../primitives/Switch';
import { toast } from '../../primitives/toast';
import { updateSessionUser, userAfterChange, type PatientUser } from '../session/session';
import { useUpdatePatient } from './api';
import { MY_REQUESTS } from './messages';

/**
 * The profile's switch for automatic notices: whether an import that changes the status of one of
 * the patient's requests tells them in 'Avisos'. It moves only once the backend has saved the
 * choice; a failure says so and leaves it as it was.
 */
export function StatusNoticesSwitch({ user }: { user: PatientUser }) {
  const update = useUpdatePatient();
  const [saving, setSaving] = useState(false);
  const change = async (statusNotices: boolean) => {
    setSaving(true);
    try {
      const answer = await update({ id: user.id, statusNotices }, MY_REQUESTS.noticesSaveFailed);
      updateSessionUser(userAfterChange(user, answer, { statusNotices }));
      toast.success(statusNotices ? MY_REQUESTS.noticesOn : MY_REQUESTS.noticesOff);
    } catch (failure) {
      toast.error(failureMessage(failure, MY_REQUESTS.noticesSaveFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      checked={user.statusNotices !== false}
      onChange={(next) => void change(next)}
      disabled={saving}
    >
      {MY_REQUESTS.noticesQuestion}
    </Switch>
  );
}
