import { useNavigate } from 'react-router-dom';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { rememberedSsoClientId } from '../../lib/session';
import { AppLink } from '../../ui/AppLink';
import { AuthLayout } from '../../ui/AuthLayout';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Shown after a single-sign-on logout: signs in again through the remembered client's system. */
export function LoginWithButtonPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const clientId = rememberedSsoClientId();
  return (
    <AuthLayout title="Signed out">
      <div className={styles.body}>
        <Text>You have been signed out. Sign in again with your organisation's account.</Text>
        <Button
          appearance="primary"
          onClick={() => navigate(clientId ? `/login?clientId=${encodeURIComponent(clientId)}` : '/login')}
        >
          Sign in with your organisation
        </Button>
        <AppLink to="/login">Sign in with email and password</AppLink>
      </div>
    </AuthLayout>
  );
}
