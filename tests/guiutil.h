#pragma once

#include "mainwindow.h"
#include "previewdocks.h"
#include "previewservice.h"

#include <QTest>

namespace GuiUtil {

// Waits until the background preview has caught up with every edit and the panels show it.
inline bool waitForPreview(MainWindow &window, int timeoutMs = 20000)
{
    const bool done =
        QTest::qWaitFor([&window] { return !window.previews()->service()->isBusy(); }, timeoutMs);
    QCoreApplication::processEvents();
    return done;
}

} // namespace GuiUtil
