import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import type { ChallengeBotCheckProvider } from '../../core/bot-check/bot-check';
import { BotCheckError } from '../../core/bot-check/bot-check';
import { getBrand } from '../../core/brand/brands';
import { Activation } from './activation';
import { EmailConfirmationPopup } from './email-confirmation';
import { PasswordReset } from './password-reset';
import { PersonalRegistration } from './personal-registration';
import { RegisterChoice } from './register-choice';
import registrationCss from './registration.css?inline';
import { storyApi, type StoryAnswers } from '../../testing/story-api';

/**
 * Registration, activation and password reset as the user sees them. Stories have no sandbox behind them: the
 * screens talk to a display fixture that answers the calls below after a short pause, like a network.
 */

if (typeof document !== 'undefined') {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(registrationCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

const TAKEN_EMAILS = new Set(['personal@demo.test']);

function fixtureApi(): ApiClient {
  const answers: StoryAnswers = {
    checkEmail: (payload) => ({
      exists: TAKEN_EMAILS.has(String(payload.email)),
      isEmployee: false,
      isActivated: true,
    }),
    checkPhone: () => ({ exists: false }),
    personalAccountCreate: (payload) => ({ email: payload.email }),
    activationCodeResend: () => ({}),
    accountActivate: (payload) => {
      if (payload.activationCode !== 'good') {
        throw new ApiError({
          code: 'VF',
          message: 'This activation link has expired. Ask for a new one.',
          validationErrors: [
            {
              field: 'activationCode',
              code: 'activationExpired',
              description: 'This activation link has expired. Ask for a new one.',
            },
          ],
        });
      }
      return { accessToken: 'story', refreshToken: 'story' };
    },
    passwordResetRequest: () => ({}),
    passwordResetCodeCheck: () => ({}),
    passwordResetChange: () => ({}),
    emailConfirm: () => ({}),
  };
  return storyApi(answers, { pauseMs: 400 });
}

/** The sandbox's question, answered locally: 3 + 4. */
const displayBotCheck: ChallengeBotCheckProvider = {
  kind: 'challenge',
  id: 'story',
  newChallenge: () => Promise.resolve({ challengeId: 'story', a: 3, b: 4 }),
  answer: (_id, answer) =>
    answer.trim() === '7'
      ? Promise.resolve('story-token')
      : Promise.reject(new BotCheckError('wrongAnswer', 'Wrong answer')),
};

const link = <a href="#story" />;

const meta: Meta = { title: 'Features/Registration' };
export default meta;

export const ChoiceWallet: StoryObj = {
  render: () => (
    <RegisterChoice
      brand={getBrand('wallet')}
      adultIndustryOptionsHidden={false}
      personalLink={link}
      businessLink={link}
      signInLink={link}
    />
  ),
};

export const ChoiceAdultOptionsHidden: StoryObj = {
  render: () => (
    <RegisterChoice
      brand={getBrand('lt-alpha')}
      adultIndustryOptionsHidden
      personalLink={link}
      businessLink={link}
      signInLink={link}
    />
  ),
};

export const ChoiceRegistrationDisabled: StoryObj = {
  render: () => (
    <RegisterChoice
      brand={getBrand('bank')}
      adultIndustryOptionsHidden
      personalLink={link}
      businessLink={link}
      signInLink={link}
    />
  ),
};

export const PersonalForm: StoryObj = {
  render: () => (
    <PersonalRegistration
      api={fixtureApi()}
      brand={getBrand('wallet')}
      adultIndustryOptionsHidden={false}
      botCheck={displayBotCheck}
      language="en"
      suggestedCountry="GB"
      links={{ signIn: link, resetPassword: link }}
    />
  ),
};

export const ActivationFailed: StoryObj = {
  render: () => (
    <Activation
      api={fixtureApi()}
      action="activation"
      user="nora@example.test"
      code="old"
      onActivated={() => undefined}
      resendLink={link}
      signInLink={link}
    />
  ),
};

export const EmployeeActivationPopup: StoryObj = {
  render: () => (
    <Activation
      api={fixtureApi()}
      action="activationEmployee"
      user="newemployee@demo.test"
      code="good"
      onActivated={() => undefined}
      resendLink={link}
      signInLink={link}
    />
  ),
};

export const PasswordResetRequest: StoryObj = {
  render: () => <PasswordReset api={fixtureApi()} language="en" signInLink={link} />,
};

export const PasswordResetFromLink: StoryObj = {
  render: () => (
    <PasswordReset
      api={fixtureApi()}
      language="en"
      initialEmail="personal@demo.test"
      initialCode="123456"
      signInLink={link}
    />
  ),
};

export const EmailConfirmed: StoryObj = {
  render: () => <EmailConfirmationPopup api={fixtureApi()} emailId="300001" code="246810" onClose={() => undefined} />,
};
