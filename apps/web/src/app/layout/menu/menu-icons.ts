/**
 * Menu icons by @ant-design/icons component name, for the server menu (which names its icons). Only the
 * icons the menu uses are imported; a test keeps this map and the shared menu list in step.
 */
import {
  ApiOutlined,
  AppstoreOutlined,
  ControlOutlined,
  DashboardOutlined,
  ExceptionOutlined,
  FileImageOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  IdcardOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SendOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  ApiOutlined,
  AppstoreOutlined,
  ControlOutlined,
  DashboardOutlined,
  ExceptionOutlined,
  FileImageOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  IdcardOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SendOutlined,
  SettingOutlined,
  UserOutlined,
};
