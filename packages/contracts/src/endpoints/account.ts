import { z } from 'zod';
import {
  globalDataResponse,
  googleLoginBody,
  googleLoginResponse,
  logoutResponse,
  myAccountResponse,
  registerUserData,
  registerUserQuery,
  registerUserResponse,
  sendOtpQuery,
  sendOtpResponse,
  validateEmailQuery,
  validateEmailResponse,
  validateMobileQuery,
  validateMobileResponse,
  validateOtpQuery,
  validateOtpResponse,
} from '../auth';
import { get, noInput, post } from '../endpoint';
import { refusalSchema } from '../envelope';
import { healthResponse } from '../health';

const orRefusal = <T extends z.ZodType>(schema: T) => z.union([schema, refusalSchema]);
const login = { loginRateLimit: true } as const;

/** Sign-in (login/*), the account record, the site settings and health. */
export const accountEndpoints = {
  health: get({
    path: 'health',
    summary:
      'Liveness and readiness: database, market feed, uptime and version (HTTP 503 when the database is down)',
    query: noInput,
    answer: healthResponse,
    alsoAnswers: [503],
  }),
  sendOtp: get({
    path: 'login/sendotp',
    summary: 'Send a one-time password to a mobile number',
    query: sendOtpQuery,
    answer: orRefusal(sendOtpResponse),
    ...login,
  }),
  validateMobile: get({
    path: 'login/validatemobile',
    summary: 'Whether a mobile number is valid and registered',
    query: validateMobileQuery,
    answer: orRefusal(validateMobileResponse),
    ...login,
  }),
  validateEmail: get({
    path: 'login/validateemail',
    summary: 'Whether an e-mail address is valid and free',
    query: validateEmailQuery,
    answer: orRefusal(validateEmailResponse),
    ...login,
  }),
  validateOtp: get({
    path: 'login/validateOTP',
    summary: 'Check a one-time password and sign in (a session token)',
    query: validateOtpQuery,
    answer: orRefusal(validateOtpResponse),
    ...login,
  }),
  registerUser: get({
    path: 'login/registeruser',
    summary: "Register a new user (the spec's `userdata` JSON string)",
    query: registerUserQuery,
    answer: orRefusal(registerUserResponse),
    ...login,
  }),
  registerUserPost: post({
    path: 'login/registeruser',
    summary: 'Register a new user (JSON body)',
    body: registerUserData,
    answer: orRefusal(registerUserResponse),
    ...login,
  }),
  googleLogin: post({
    path: 'login/googleLogin',
    summary: 'Sign in with a Google ID token',
    body: googleLoginBody,
    answer: orRefusal(googleLoginResponse),
    ...login,
  }),
  logout: post({
    path: 'login/logout',
    summary: 'End this session',
    body: noInput,
    answer: logoutResponse,
    access: 'session',
    ...login,
  }),
  myAccount: get({
    path: 'DashboardRecord/getMyAccountRecord',
    summary: "The signed-in user's own record",
    query: noInput,
    answer: myAccountResponse,
    access: 'session',
  }),
  openApi: get({
    path: 'openapi.json',
    summary: "This API's OpenAPI 3.1 document, generated from the endpoint registry",
    query: noInput,
    answer: z
      .union([z.string(), z.custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)])
      .describe('The OpenAPI 3.1 document (JSON, compressed when accepted)'),
    answerKind: 'file',
  }),
  globalData: get({
    path: 'globalSetting/globaldata',
    summary: 'Site settings the web app needs at start (Google client id, environment)',
    query: noInput,
    answer: globalDataResponse,
  }),
};
