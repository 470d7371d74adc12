@echo off
rem Castle Games: put "Castle Games" in the Start menu and on the desktop.
rem Double-click this file in the unpacked castle-games folder. Moved the folder? Run it again.
rem "Remove from Start menu.cmd" (or this file with /remove) takes the shortcuts away.
setlocal
set "CG_DIR=%~dp0"
set "CG_EXE=%~dp0castle-games.exe"
if /i "%~1"=="/remove" goto remove
if not exist "%CG_EXE%" (
    echo castle-games.exe is missing: run this file from the castle-games folder.
    pause
    exit /b 1
)
powershell -NoProfile -ExecutionPolicy Bypass -Command "$w = New-Object -ComObject WScript.Shell; foreach ($d in [Environment]::GetFolderPath('Programs'), [Environment]::GetFolderPath('Desktop')) { $s = $w.CreateShortcut((Join-Path $d 'Castle Games.lnk')); $s.TargetPath = $env:CG_EXE; $s.WorkingDirectory = $env:CG_DIR; $s.IconLocation = $env:CG_EXE + ',0'; $s.Description = 'Five castle board games for the family table'; $s.Save(); Write-Output ('made ' + (Join-Path $d 'Castle Games.lnk')) }"
if errorlevel 1 (
    echo The shortcuts could not be made.
    pause
    exit /b 1
)
echo Castle Games is in the Start menu and on the desktop now.
timeout /t 5 >nul
exit /b 0

:remove
powershell -NoProfile -ExecutionPolicy Bypass -Command "foreach ($d in [Environment]::GetFolderPath('Programs'), [Environment]::GetFolderPath('Desktop')) { $l = Join-Path $d 'Castle Games.lnk'; if (Test-Path -LiteralPath $l) { Remove-Item -LiteralPath $l; Write-Output ('removed ' + $l) } }"
echo Castle Games is no longer in the Start menu.
timeout /t 5 >nul
exit /b 0
