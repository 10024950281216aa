; Inno Setup script for the Windows installer of Muggins Desktop.
;
; 1. Build the app folder first:   py packaging\build.py
; 2. Then compile this script:     iscc packaging\windows\muggins-desktop.iss
;    (or open it in the Inno Setup IDE and press Compile)
; The installer lands in dist\installer\. Pass /DMyAppVersion=x.y.z to iscc to
; override the version below.

#ifndef MyAppVersion
  #define MyAppVersion "0.1.0"
#endif
#define MyAppName "Muggins Desktop"
#define MyAppExeName "muggins-desktop.exe"
#define SourceDir "..\..\dist\muggins-desktop"

[Setup]
; A fixed AppId lets later versions upgrade this install in place.
AppId={{6F1C2D3A-8B4E-4F5A-9C7D-2E1B0A9F8C41}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppVerName={#MyAppName} {#MyAppVersion}
AppPublisher=The Muggins Desktop contributors
DefaultDirName={autopf}\{#MyAppName}
DefaultGroupName={#MyAppName}
DisableProgramGroupPage=yes
; Per-user install by default (no administrator rights needed); the user may
; choose an all-users install in the dialog.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist\installer
OutputBaseFilename=muggins-desktop-{#MyAppVersion}-setup
SetupIconFile=..\..\resources\icons\muggins-desktop.ico
UninstallDisplayIcon={app}\{#MyAppExeName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"
Name: "{autodesktop}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#MyAppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(MyAppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
