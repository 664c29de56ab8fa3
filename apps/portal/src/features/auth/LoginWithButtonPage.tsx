import { useNavigate } from 'react-router-dom';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { rememberedSsoClientId } from '../../lib/session';
import { AppLink } from '../../ui/AppLink';
import { AuthLayout } from '../../ui/AuthLayout';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /loginwithbutton: signs in again through the identity provider of the remembered client. */
export function LoginWithButtonPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const clientId = rememberedSsoClientId();
  return (
    <AuthLayout title="Sign in">
      <div className={styles.body}>
        <Text>Your organisation signs you in to Fulfilment Admin with its own account.</Text>
        <Button
          appearance="primary"
          onClick={() =>
            void navigate(clientId ? `/login?clientId=${encodeURIComponent(clientId)}` : '/login')
          }
        >
          Sign in with your organisation
        </Button>
        <AppLink to="/login">Sign in with email and password</AppLink>
      </div>
    </AuthLayout>
  );
}
